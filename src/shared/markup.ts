import { isInAppPath } from './in-app-path';

/**
 * The small text format of CMS pages. Admins write plain text; the site renders it as elements,
 * never as HTML, so a page body can't inject markup or scripts.
 *
 *   ## Heading            ### Subheading
 *   - bullet item         1. numbered item
 *   > a highlighted note
 *   **bold** and [a link](/managed)   (links: /path, https://, mailto:, tel:)
 *   {{brandName}} {{legalName}} {{supportEmail}} {{phone}} {{address}}: filled from site settings
 *
 * Blocks are separated by a blank line; lines of one paragraph are joined.
 */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'strong'; value: string }
  | { type: 'link'; href: string; label: string };

export type Block =
  | { type: 'heading'; level: 2 | 3; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'callout'; content: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const OFF_SITE_HREF = /^(https:\/\/|mailto:|tel:)/i;
const isSafeHref = (href: string) => isInAppPath(href) || OFF_SITE_HREF.test(href);
const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (value: string) => {
    if (!value) return;
    const prev = out.at(-1);
    if (prev?.type === 'text') prev.value += value;
    else out.push({ type: 'text', value });
  };
  for (const match of text.matchAll(INLINE)) {
    push(text.slice(last, match.index));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) out.push({ type: 'strong', value: bold });
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      out.push({ type: 'link', href, label });
    } else push(label ?? whole); // an unsafe link keeps its words, loses its target
    last = match.index + whole.length;
  }
  push(text.slice(last));
  return out;
}

const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d+[.)]\s+/;

function parseBlock(lines: string[]): Block[] {
  const first = lines[0]!;
  const heading = /^(#{1,3})\s+(.*)$/.exec(first);
  if (heading && lines.length === 1) {
    return [
      {
        type: 'heading',
        level: heading[1]!.length >= 3 ? 3 : 2,
        content: parseInline(heading[2]!),
      },
    ];
  }
  if (heading) return [...parseBlock([first]), ...parseBlock(lines.slice(1))];
  if (lines.every((l) => BULLET.test(l)) || lines.every((l) => NUMBERED.test(l))) {
    const ordered = NUMBERED.test(first);
    const marker = ordered ? NUMBERED : BULLET;
    return [{ type: 'list', ordered, items: lines.map((l) => parseInline(l.replace(marker, ''))) }];
  }
  if (lines.every((l) => l.startsWith('>'))) {
    const text = lines.map((l) => l.replace(/^>\s?/, '')).join(' ');
    return [{ type: 'callout', content: parseInline(text) }];
  }
  return [{ type: 'paragraph', content: parseInline(lines.join(' ')) }];
}

export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) blocks.push(...parseBlock(current));
    current = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line) current.push(line);
    else flush();
  }
  flush();
  return blocks;
}

/** Replaces {{name}} with the operator's value; unknown names stay as written. */
export function fillVariables(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
