/** The networks a post can be shared to, in the order the share row shows them. */
export const SHARE_TARGETS = ['email', 'x', 'facebook', 'linkedin', 'whatsapp'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/**
 * Each network's own share address for a post's absolute URL and title: plain links, so sharing
 * needs no third-party script (the page's content security policy allows none).
 */
export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'email':
      return `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;
    case 'x':
      return `https://x.com/intent/post?url=${u}&text=${text}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}
