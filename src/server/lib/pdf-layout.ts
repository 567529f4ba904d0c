import type { PDFFont } from 'pdf-lib';

/**
 * The standard fonts write WinAnsi only: the narrow spaces Intl puts in times, typographic quotes
 * and anything beyond Latin-1 would make pdf-lib throw, so they become the nearest character it
 * can write.
 */
export function printable(text: string): string {
  return text
    .replace(/[\u2000-\u200b\u202f\u205f]/g, ' ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff·]/g, '?');
}

/** Breaks `text` into lines no wider than `width`, at spaces. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
