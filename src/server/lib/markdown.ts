import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the source is not passed through: markdown-it escapes it, and sanitize-html then
// keeps only the tags and attributes a document needs, whatever the parser produced.
const parser = new MarkdownIt({ html: false, linkify: true, typographer: true });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    ol: ['start'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { href, ...rest } = attribs;
      const safe = href === undefined ? undefined : safeHref(href);
      return {
        tagName,
        attribs: { ...rest, ...(safe ? { href: safe } : {}), rel: 'noopener noreferrer' },
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src === undefined ? undefined : safeImageSrc(attribs.src);
      const size = (value: string | undefined) =>
        value !== undefined && /^\d{1,4}$/.test(value) ? value : undefined;
      const width = size(attribs.width);
      const height = size(attribs.height);
      return {
        tagName,
        attribs: {
          ...(src ? { src } : {}),
          alt: attribs.alt ?? '',
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(width ? { width } : {}),
          ...(height ? { height } : {}),
          loading: 'lazy',
        },
      };
    },
  },
  // An image whose address was refused is dropped whole rather than left as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Characters a browser ignores or folds inside a URL (controls, whitespace, and the backslash it
 * reads as a slash), so `java\tscript:` and `/\evil.com` are judged as the browser would read them.
 */
function foldUrl(url: string): string {
  let folded = '';
  for (let i = 0; i < url.length; i += 1) {
    const code = url.charCodeAt(i);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) folded += url[i];
  }
  return folded;
}

/**
 * A link target kept only when it is plainly safe: an https/http/mailto/tel address, an anchor, or
 * a path on this site. Anything else (javascript:, data:, vbscript:, `//host`, `/\host`, a
 * backslash anywhere) loses its href, so the text stays but leads nowhere.
 */
export function safeHref(href: string): string | undefined {
  const folded = foldUrl(href);
  // markdown-it writes a backslash as %5C; a server that decodes it could still send `/\host` on.
  if (folded.includes('\\') || /%5c/i.test(folded)) return undefined;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(folded)) return href.trim();
  if (folded.startsWith('#')) return href.trim();
  if (folded.startsWith('/') && !folded.startsWith('//')) return href.trim();
  return undefined;
}

/** An image source kept only when it is https or one of this site's uploads (`/uploads/...`). */
export function safeImageSrc(src: string): string | undefined {
  const trimmed = src.trim();
  if (/^https:\/\/[^\s\\]+$/i.test(trimmed)) return trimmed;
  if (/^\/uploads\/[A-Za-z0-9._/-]+$/.test(trimmed) && !trimmed.includes('..')) return trimmed;
  return undefined;
}

/** Markdown to HTML that is safe to place in a page: no script, handler or foreign scheme. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), ALLOWED);
}

/** The parser's block tokens, for layouts that are not HTML (the contract PDF). */
export function markdownTokens(markdown: string) {
  return parser.parse(markdown, {});
}
