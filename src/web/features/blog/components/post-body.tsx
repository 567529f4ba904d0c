/**
 * The site's reading typography (the CMS pages' MarkupView) for HTML the server rendered from
 * markdown: the rules reach into the elements the sanitiser lets through.
 */
const BODY_TYPOGRAPHY = [
  'text-lg leading-relaxed text-navy/85',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-navy md:[&_h2]:text-3xl',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-navy',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-navy',
  '[&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-navy',
  '[&_a]:font-medium [&_a]:text-ocean [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-ocean-dark',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-aqua [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1',
  '[&_blockquote]:mt-6 [&_blockquote]:rounded-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-aqua [&_blockquote]:bg-sand [&_blockquote]:p-5 [&_blockquote]:text-navy [&_blockquote_p]:mt-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_hr]:my-10 [&_hr]:border-navy/10',
  '[&_code]:rounded [&_code]:bg-sand [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-navy [&_pre]:p-4 [&_pre]:text-white [&_pre_code]:bg-transparent',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-navy/20 [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-navy/10 [&_td]:py-2',
  '[&>*:first-child]:mt-0',
].join(' ');

/** The post's body: HTML rendered and sanitised on the server (GET /api/blog/posts/{slug}). */
export function PostBody({ html }: { html: string }) {
  // Safe to insert: the server's markdown renderer allows no script, handler or unsafe link.
  return <div className={BODY_TYPOGRAPHY} dangerouslySetInnerHTML={{ __html: html }} />;
}
