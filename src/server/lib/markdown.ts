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
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** Markdown to HTML that is safe to place in a page: no script, handler or foreign scheme. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), ALLOWED);
}

/** The parser's block tokens, for layouts that are not HTML (the contract PDF). */
export function markdownTokens(markdown: string) {
  return parser.parse(markdown, {});
}
