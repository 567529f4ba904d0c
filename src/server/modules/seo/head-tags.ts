import { escapeHtml } from '../../../shared/escape-html';

export interface HeadTagsInput {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'product';
  siteName: string;
  image?: string | null;
  jsonLd?: unknown;
}

/** JSON inside <script> must not be able to close the tag, whatever a listing's text says. */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** Open Graph and Twitter tags plus optional JSON-LD; title, description and canonical are spa.ts's. */
export function headTags(input: HeadTagsInput): string {
  const og: Array<[string, string]> = [
    ['og:title', input.title],
    ['og:description', input.description],
    ['og:url', input.url],
    ['og:type', input.type],
    ['og:site_name', input.siteName],
  ];
  if (input.image) og.push(['og:image', input.image]);
  const tags = og.map(
    ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
  );
  tags.push(
    `<meta name="twitter:card" content="${input.image ? 'summary_large_image' : 'summary'}" />`,
  );
  if (input.jsonLd) tags.push(jsonLdScript(input.jsonLd));
  return tags.join('\n    ');
}

/** Descriptions are cut at a word boundary near 160 characters, the length search results show. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}
