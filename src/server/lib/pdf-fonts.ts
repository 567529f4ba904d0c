import fontkit from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * DejaVu Sans, which every PDF the server draws embeds: pdf-lib's standard fonts write WinAnsi
 * only, so "Łukasz" or "Nguyễn" lost their letters. It covers Latin (Vietnamese included), Greek,
 * Cyrillic and many symbols; not Chinese, Japanese or Korean.
 */
const FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
} as const;

export type FontFace = keyof typeof FILES;

// Resolved at run time from node_modules: beside the bundled server (packages stay external) as
// well as beside this file under tsx and vitest.
const require = createRequire(import.meta.url);
const loaded = new Map<FontFace, Promise<Uint8Array>>();
const parsed = new WeakMap<Uint8Array, fontkit.Font>();

/**
 * The face's bytes parsed once, for every document: parsing copies the 700 KB file and the first
 * line laid out reads the OpenType tables, some 60 ms a face that each PDF spent again.
 *
 * fontkit keeps one object per glyph, with the characters it was first reached from, and pdf-lib
 * writes those as the text a reader copies. A glyph first reached as a part of another (the "n"
 * of "ń", while a document is saved) would have none, and every later document's "n" would copy
 * as nothing; so each glyph a character maps to is reached from it here, before any document.
 */
function parse(bytes: Uint8Array): fontkit.Font {
  const font = fontkit.create(bytes);
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

/** Hands pdf-lib the parsed face for bytes read here; each document still takes its own subset. */
const sharedFontkit = {
  create: (bytes: Uint8Array, postscriptName?: string) =>
    parsed.get(bytes) ?? fontkit.create(bytes, postscriptName),
};

/** A face's TrueType bytes, read and parsed once per process (a failed read is tried again). */
export function fontBytes(face: FontFace): Promise<Uint8Array> {
  let read = loaded.get(face);
  if (!read) {
    read = readFile(require.resolve(`dejavu-fonts-ttf/ttf/${FILES[face]}`)).then((bytes) => {
      parsed.set(bytes, parse(bytes));
      return bytes;
    });
    read.catch(() => loaded.delete(face));
    loaded.set(face, read);
  }
  return read;
}

/**
 * Embeds the faces named in `doc`. Subset: only the glyphs the document draws are written, so a
 * receipt carries some kilobytes of each face rather than the whole file.
 *
 * The subsetter (pdf-lib's fork of fontkit) writes the short `loca` format without padding glyph
 * records to an even length, which would shift every later glyph; DejaVu's records are all of
 * even length, so it is safe with these files (a test checks it).
 */
export async function embedFonts<F extends FontFace>(
  doc: PDFDocument,
  faces: readonly F[],
): Promise<Record<F, PDFFont>> {
  doc.registerFontkit(sharedFontkit);
  const embedded = await Promise.all(
    faces.map(async (face) => [face, await doc.embedFont(await fontBytes(face), { subset: true })]),
  );
  return Object.fromEntries(embedded) as Record<F, PDFFont>;
}
