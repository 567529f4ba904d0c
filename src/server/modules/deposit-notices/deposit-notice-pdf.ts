import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '../../../shared/language-path';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable, wrap } from '../../lib/pdf-layout';
import { depositNoticeText, type DepositNoticeFacts } from './deposit-notice-text';

const NAVY = rgb(0.06, 0.16, 0.29);
const SLATE = rgb(0.28, 0.33, 0.41);
const MARGIN = 56;

/** The §83.49(2) notice as a US Letter PDF in the tenant's language, in DejaVu Sans. */
export async function depositNoticePdf(
  facts: DepositNoticeFacts,
  language: Language,
): Promise<Uint8Array> {
  const t = depositNoticeText(facts, language);
  const doc = await PDFDocument.create();
  doc.setTitle(t.title);
  doc.setAuthor(facts.companyName);
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  let page: PDFPage = doc.addPage([612, 792]);
  const width = page.getWidth() - MARGIN * 2;
  let y = page.getHeight() - MARGIN;

  const paragraph = (value: string, size: number, font: PDFFont, color = SLATE, gap = 8) => {
    for (const line of wrap(printable(font, value), font, size, width)) {
      if (y < MARGIN) {
        page = doc.addPage([612, 792]);
        y = page.getHeight() - MARGIN;
      }
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size + 3;
    }
    y -= gap;
  };

  paragraph(facts.companyName, 18, bold, NAVY, 2);
  paragraph(facts.companyAddress, 10, regular, SLATE, 18);
  paragraph(t.title, 15, bold, NAVY, 6);
  paragraph(t.date, 10, regular);
  paragraph(t.to, 10, regular, SLATE, 2);
  paragraph(t.premises, 10, regular, SLATE, 14);
  for (const text of t.paragraphs) paragraph(text, 11, regular);
  y -= 6;
  for (const text of t.disclosure) paragraph(text, 8.5, bold, SLATE, 10);
  return doc.save();
}
