import type { PDFFont } from 'pdf-lib';

// Keyed by the font's list of code points, which is the parsed face's own (pdf-fonts.ts parses
// each face once), so each set is built once per process.
const characterSets = new WeakMap<readonly number[], ReadonlySet<number>>();

function characterSet(font: PDFFont): ReadonlySet<number> {
  const codePoints = font.getCharacterSet();
  let set = characterSets.get(codePoints);
  if (!set) {
    set = new Set(codePoints);
    characterSets.set(codePoints, set);
  }
  return set;
}

/**
 * `text` as one line `font` can draw. Composed (NFC), so an accent typed as a separate mark sits
 * on its letter; line breaks and other control characters become spaces (pdf-lib would start a
 * new line over the next one); a character the font lacks (Chinese, Japanese, Korean, …) becomes
 * "?" rather than an empty box, or is dropped when it is invisible anyway (a variation selector).
 */
export function printable(font: PDFFont, text: string): string {
  const known = characterSet(font);
  return text
    .normalize('NFC')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/./gsu, (c) => {
      if (known.has(c.codePointAt(0)!)) return c;
      return /\p{Default_Ignorable_Code_Point}/u.test(c) ? '' : '?';
    });
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
