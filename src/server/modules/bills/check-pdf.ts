import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '../../../shared/money';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable } from '../../lib/pdf-layout';
import type { StatementIssuer } from '../statements/statement-pdf';
import { checkAmountInWords } from './check-words';

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const SLATE = rgb(0.35, 0.4, 0.47);
const PAGE = { width: 612, height: 792, margin: 36 } as const;
/** A Letter sheet in three: the check on top, two stubs (the vendor's and the file copy). */
const PART = PAGE.height / 3;

export interface PrintedCheck {
  number: number;
  issuedOn: string;
  amountCents: number;
  payee: { name: string; address: string };
  bank: { name: string; bankName: string; last4: string };
  propertyName: string;
  bills: { invoiceNumber: string; invoiceDate: string; memo: string; amountCents: number }[];
  /** The payee's stub: "Vendor copy" unless told (an owner's payout check: "Owner copy"). */
  copyLabel?: string;
}

/**
 * The checks of a batch, one Letter page each, for check stock with the check on top and two
 * stubs below: the payee, the amount in figures and words, the bills it pays on each stub.
 */
export async function checksPdf(
  checks: PrintedCheck[],
  issuer: StatementIssuer,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  doc.setTitle(`Checks ${checks.map((c) => c.number).join(', ')}`);
  doc.setAuthor(issuer.legalName);
  for (const check of checks) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    drawCheck(page, check, issuer, regular, bold);
    drawStub(page, check, PAGE.height - PART, check.copyLabel ?? 'Vendor copy', regular, bold);
    drawStub(page, check, PAGE.height - 2 * PART, 'File copy', regular, bold);
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

function drawCheck(
  page: PDFPage,
  check: PrintedCheck,
  issuer: StatementIssuer,
  regular: PDFFont,
  bold: PDFFont,
) {
  const text = writer(page, regular);
  const top = PAGE.height - PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  text(issuer.legalName, PAGE.margin, top - 10, { font: bold, size: 12 });
  text(issuer.address, PAGE.margin, top - 24, { size: 9, color: SLATE });
  text(`${check.bank.name} (trust account)`, PAGE.margin, top - 36, { size: 9, color: SLATE });
  text(String(check.number), right, top - 10, { font: bold, size: 14, right: true });
  text(`Date ${check.issuedOn}`, right, top - 30, { right: true });
  text('PAY TO THE ORDER OF', PAGE.margin, top - 70, { size: 8, color: SLATE });
  text(check.payee.name, PAGE.margin + 110, top - 70, { font: bold, size: 12 });
  text(`${formatMoney(check.amountCents)}`, right, top - 70, { font: bold, size: 12, right: true });
  page.drawRectangle({
    x: right - 110,
    y: top - 76,
    width: 110,
    height: 20,
    borderColor: NAVY,
    borderWidth: 0.8,
  });
  text(`${checkAmountInWords(check.amountCents)} ********`, PAGE.margin, top - 96, { size: 10 });
  page.drawLine({
    start: { x: PAGE.margin, y: top - 100 },
    end: { x: right, y: top - 100 },
    thickness: 0.5,
    color: SLATE,
  });
  text(check.payee.address, PAGE.margin + 110, top - 116, { size: 9 });
  text(`Memo: ${check.propertyName}`, PAGE.margin, top - 150, { size: 9 });
  page.drawLine({
    start: { x: right - 200, y: top - 150 },
    end: { x: right, y: top - 150 },
    thickness: 0.5,
    color: NAVY,
  });
  text('Authorized signature', right, top - 162, { size: 8, right: true, color: SLATE });
  text(
    `${check.bank.bankName} •••• ${check.bank.last4}   Void after 90 days`,
    PAGE.margin,
    top - 186,
    {
      size: 8,
      color: SLATE,
    },
  );
  page.drawLine({
    start: { x: 0, y: PAGE.height - PART },
    end: { x: PAGE.width, y: PAGE.height - PART },
    thickness: 0.3,
    color: SLATE,
    dashArray: [3, 3],
  });
}

function drawStub(
  page: PDFPage,
  check: PrintedCheck,
  top: number,
  label: string,
  regular: PDFFont,
  bold: PDFFont,
) {
  const text = writer(page, regular);
  const right = PAGE.width - PAGE.margin;
  let y = top - PAGE.margin + 6;
  text(`Check ${check.number} - ${check.issuedOn} - ${check.payee.name}`, PAGE.margin, y, {
    font: bold,
  });
  text(label, right, y, { right: true, size: 8, color: SLATE });
  y -= 16;
  text(check.propertyName, PAGE.margin, y, { size: 9, color: SLATE });
  y -= 18;
  text('Invoice', PAGE.margin, y, { font: bold, size: 9 });
  text('Date', PAGE.margin + 130, y, { font: bold, size: 9 });
  text('For', PAGE.margin + 210, y, { font: bold, size: 9 });
  text('Amount', right, y, { font: bold, size: 9, right: true });
  y -= 14;
  const shown = check.bills.slice(0, 9);
  for (const bill of shown) {
    text(bill.invoiceNumber, PAGE.margin, y, { size: 9 });
    text(bill.invoiceDate, PAGE.margin + 130, y, { size: 9 });
    text(bill.memo.slice(0, 60), PAGE.margin + 210, y, { size: 9 });
    text(formatMoney(bill.amountCents), right, y, { size: 9, right: true });
    y -= 13;
  }
  if (check.bills.length > shown.length) {
    text(`and ${check.bills.length - shown.length} more`, PAGE.margin, y, {
      size: 9,
      color: SLATE,
    });
    y -= 13;
  }
  text('Total', PAGE.margin, y - 4, { font: bold });
  text(formatMoney(check.amountCents), right, y - 4, { font: bold, right: true });
}
