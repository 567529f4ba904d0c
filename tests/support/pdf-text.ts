import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF shows, as pdf.js reads it for a reader who selects and copies it: every page's
 * text items in drawing order, a line break where pdf.js sees a line end and a space between
 * pieces of one line. Real characters whatever the font: an embedded subset writes glyph ids,
 * which only the font's Unicode map turns back into letters.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js may take the buffer over: it reads a copy, so the caller's bytes stay usable.
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      for (const item of (await page.getTextContent()).items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      text += '\n';
    }
    return text;
  } finally {
    await doc.destroy();
  }
}
