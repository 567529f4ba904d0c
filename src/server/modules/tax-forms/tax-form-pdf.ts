import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '../../../shared/money';
import type { TaxFormRecipient } from '../../../shared/schemas/tax-forms';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable, wrap } from '../../lib/pdf-layout';
import type { StatementIssuer } from '../statements/statement-pdf';

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const SLATE = rgb(0.35, 0.4, 0.47);
const PAGE = { width: 612, height: 792, margin: 48 } as const;

const FORMS = {
  nec: { title: 'Form 1099-NEC', box: '1 Nonemployee compensation' },
  misc: { title: 'Form 1099-MISC', box: '1 Rents' },
} as const;

/**
 * The recipient's copy (Copy B) of one 1099 as a statement on plain paper: the payer (the company
 * from the site settings), the recipient's name and address, the taxpayer id truncated to its last
 * four digits (the IRS allows a truncated id on the recipient's copy), the year and box 1. It is
 * not the scannable Copy A the IRS is filed with: that is filed electronically or on red forms.
 */
export async function taxFormPdf(
  recipient: TaxFormRecipient,
  year: number,
  payer: StatementIssuer,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  const form = FORMS[recipient.kind];
  doc.setTitle(`${form.title} ${year} - ${recipient.name}`);
  doc.setAuthor(payer.legalName);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const text = writer(page, regular);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.height - PAGE.margin;

  text(`${form.title} (${year})`, left, y, { font: bold, size: 18 });
  text('Copy B - For Recipient', right, y, { font: bold, size: 11, right: true });
  y -= 28;

  const field = (label: string, lines: string[], x: number, at: number, width: number) => {
    text(label, x, at, { size: 8, color: SLATE });
    let line = at - 14;
    for (const l of lines.flatMap((v) => wrap(v, regular, 11, width))) {
      text(l, x, line, { size: 11 });
      line -= 14;
    }
    return line;
  };
  const half = (right - left) / 2;
  const afterPayer = field(
    "PAYER'S name, address and telephone",
    [payer.legalName, payer.address, payer.phone].filter(Boolean),
    left,
    y,
    half - 12,
  );
  const afterRecipient = field(
    "RECIPIENT'S name and address",
    [recipient.name, recipient.address || '(no address on file)'],
    left + half,
    y,
    half,
  );
  y = Math.min(afterPayer, afterRecipient) - 12;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: SLATE });
  y -= 20;
  field(
    "RECIPIENT'S taxpayer id (truncated)",
    [recipient.taxIdMasked ?? 'not on file'],
    left,
    y,
    half,
  );
  field('Calendar year', [String(year)], left + half, y, half);
  y -= 48;
  text(form.box, left, y, { size: 8, color: SLATE });
  text(formatMoney(recipient.totalCents), left, y - 20, { font: bold, size: 16 });
  y -= 64;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: SLATE });
  y -= 18;
  const note =
    recipient.kind === 'nec'
      ? `The total of the payments by check or bank transfer the payer made to you in ${year} for services. Payments by card are reported by the card processor, not here.`
      : `The gross rents collected for your properties in ${year} and credited to you, before management fees and expenses.`;
  const paragraphs = [
    note,
    'This is important tax information and is being furnished to the IRS. Your taxpayer id is shown truncated to protect your identity.',
  ];
  for (const paragraph of paragraphs) {
    for (const l of wrap(paragraph, regular, 9, right - left)) {
      text(l, left, y, { size: 9, color: SLATE });
      y -= 12;
    }
    y -= 6;
  }
  return doc.save();
}

function writer(page: PDFPage, regular: PDFFont) {
  return (
    value: string,
    x: number,
    y: number,
    options: { font?: PDFFont; size?: number; right?: boolean; color?: typeof NAVY } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const shown = printable(font, value);
    const at = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color: options.color ?? NAVY });
  };
}
