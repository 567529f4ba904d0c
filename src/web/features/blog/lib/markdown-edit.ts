/**
 * The markdown toolbar's edits, as pure functions of the text and its selection so they can be
 * tested without a browser. Each returns the new text and the selection to restore, so the writer
 * keeps typing where the edit leaves off.
 */

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export type InlineStyle = 'bold' | 'italic';
export type LinePrefix = 'heading' | 'list' | 'quote';

const MARKS: Record<InlineStyle, string> = { bold: '**', italic: '_' };
const PREFIXES: Record<LinePrefix, string> = { heading: '## ', list: '- ', quote: '> ' };

/** Wraps the selection in bold or italic marks; with nothing selected, a placeholder selected. */
export function wrapInline(
  { value, start, end }: TextSelection,
  style: InlineStyle,
  placeholder: string,
): TextSelection {
  const mark = MARKS[style];
  const inner = value.slice(start, end) || placeholder;
  const next = `${value.slice(0, start)}${mark}${inner}${mark}${value.slice(end)}`;
  return { value: next, start: start + mark.length, end: start + mark.length + inner.length };
}

/**
 * Starts every line the selection touches with a heading, list or quote mark; lines that
 * already have it keep one (a second click does not stack "## ## ").
 */
export function prefixLines({ value, start, end }: TextSelection, kind: LinePrefix): TextSelection {
  const prefix = PREFIXES[kind];
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const changed = lines.map((line) => (line.startsWith(prefix) ? line : `${prefix}${line}`));
  const block = changed.join('\n');
  const added = block.length - (lineEnd - lineStart);
  const firstAdded = changed[0]!.length - lines[0]!.length;
  return {
    value: `${value.slice(0, lineStart)}${block}${value.slice(lineEnd)}`,
    start: start + firstAdded,
    end: end + added,
  };
}

/** Turns the selection into a link's text and selects the address to type over. */
export function insertLink(
  { value, start, end }: TextSelection,
  placeholder: string,
): TextSelection {
  const text = value.slice(start, end) || placeholder;
  const url = 'https://';
  const link = `[${text}](${url})`;
  const urlStart = start + text.length + 3;
  return {
    value: `${value.slice(0, start)}${link}${value.slice(end)}`,
    start: urlStart,
    end: urlStart + url.length,
  };
}

/** Markdown keeps brackets in alt text only when escaped; a line break would end the image. */
function escapeAlt(alt: string): string {
  return alt.replace(/\s+/g, ' ').replace(/([[\]\\])/g, '\\$1');
}

/**
 * Puts an uploaded image in its own paragraph at the caret (replacing any selection), so it
 * never runs into the sentence around it; the caret lands after it.
 */
export function insertImage(
  { value, start, end }: TextSelection,
  alt: string,
  url: string,
): TextSelection {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead =
    before === '' ? '' : before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail =
    after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const image = `![${escapeAlt(alt)}](${encodeURI(url)})`;
  const caret = before.length + lead.length + image.length + trail.length;
  return { value: `${before}${lead}${image}${trail}${after}`, start: caret, end: caret };
}
