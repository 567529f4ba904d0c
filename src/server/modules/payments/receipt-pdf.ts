import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Receipt } from '../../../shared/schemas/pay';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable, wrap } from '../../lib/pdf-layout';
import { receiptLabels, receiptRows, type ReceiptLanguage } from './receipt-text';

const NAVY = rgb(0.06, 0.16, 0.29);
const SLATE = rgb(0.28, 0.33, 0.41);
const RULE = rgb(0.85, 0.87, 0.9);
const MARGIN = 56;

/** A receipt as a one-page US Letter PDF, in DejaVu Sans so any name prints as written. */
export async function receiptPdf(receipt: Receipt, lang: ReceiptLanguage): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const t = receiptLabels(lang);
  doc.setTitle(`${t.title} ${receipt.reference}`);
  doc.setAuthor(receipt.company.legalName || receipt.company.name);
  doc.setCreationDate(new Date(receipt.receivedAt));
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  const page: PDFPage = doc.addPage([612, 792]);
  const width = page.getWidth() - MARGIN * 2;
  let y = page.getHeight() - MARGIN;

  const text = (value: string, x: number, size: number, font: PDFFont, color = SLATE) =>
    page.drawText(printable(font, value), { x, y, size, font, color });

  text(receipt.company.name, MARGIN, 20, bold, NAVY);
  y -= 18;
  const companyLines = [
    receipt.company.legalName,
    receipt.company.address,
    [receipt.company.phone, receipt.company.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  for (const line of companyLines) {
    for (const part of wrap(printable(regular, line), regular, 10, width)) {
      text(part, MARGIN, 10, regular);
      y -= 13;
    }
  }

  y -= 18;
  text(t.title, MARGIN, 16, bold, NAVY);
  y -= 12;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + width, y },
    thickness: 1,
    color: RULE,
  });
  y -= 22;

  const labelWidth = 160;
  const rows = receiptRows(receipt, lang);
  rows.forEach(([label, value], index) => {
    const isTotal = index === rows.length - 1;
    if (isTotal) {
      y += 4;
      page.drawLine({
        start: { x: MARGIN, y: y + 12 },
        end: { x: MARGIN + width, y: y + 12 },
        thickness: 1,
        color: RULE,
      });
      y -= 6;
    }
    const font = isTotal ? bold : regular;
    text(label, MARGIN, 11, isTotal ? bold : regular, isTotal ? NAVY : SLATE);
    const lines = wrap(printable(font, value), font, 11, width - labelWidth);
    for (const line of lines) {
      text(line, MARGIN + labelWidth, 11, font, NAVY);
      y -= 15;
    }
    y -= 5;
  });

  return doc.save();
}
