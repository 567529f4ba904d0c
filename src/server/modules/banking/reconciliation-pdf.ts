import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '../../../shared/money';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable, wrap } from '../../lib/pdf-layout';
import type { StatementIssuer } from '../statements/statement-pdf';
import type { BookItem, Reconciliation } from '../../../shared/schemas/banking';

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const OCEAN = rgb(29 / 255, 95 / 255, 138 / 255);
const SLATE = rgb(0.35, 0.4, 0.47);
const RED = rgb(0.7, 0.1, 0.1);
const PAGE = { width: 612, height: 792, margin: 48 } as const;
const AMOUNT_RIGHT = PAGE.width - PAGE.margin;

const money = (cents: number | null) => (cents === null ? 'not known' : formatMoney(cents));

/**
 * The month's reconciliation as a Letter PDF for the broker's records (FREC rule 61J2-14.012):
 * the bank, the books and what is owed to others, the reconciling items, the warnings, and the
 * signature (or "Not signed").
 */
export async function reconciliationPdf(
  r: Reconciliation,
  issuer: StatementIssuer,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  const account = `${r.bankAccount.name}, ${r.bankAccount.bankName} •••• ${r.bankAccount.last4}`;
  doc.setTitle(`Bank reconciliation ${r.month} - ${r.bankAccount.name}`);
  doc.setAuthor(issuer.legalName);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    text(`${account} - ${r.month} (continued)`, PAGE.margin, { size: 9, color: SLATE });
    y -= 20;
  };
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof NAVY; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    let shown = printable(font, value);
    if (!options.right) {
      while (shown.length > 3 && font.widthOfTextAtSize(shown, size) > AMOUNT_RIGHT - 90 - x) {
        shown = `${shown.slice(0, -4)}...`;
      }
    }
    const at = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color: options.color ?? NAVY });
  };
  const row = (
    label: string,
    cents: number | null,
    options: { bold?: boolean; indent?: number } = {},
  ) => {
    room(14);
    const font = options.bold ? bold : regular;
    text(label, PAGE.margin + (options.indent ?? 0), { font });
    text(money(cents), AMOUNT_RIGHT, {
      font,
      right: true,
      color: cents !== null && cents < 0 ? RED : NAVY,
    });
    y -= 14;
  };
  const heading = (label: string) => {
    room(40);
    y -= 8;
    text(label, PAGE.margin, { font: bold, size: 12, color: OCEAN });
    y -= 16;
  };

  text(issuer.legalName, PAGE.margin, { font: bold, size: 16 });
  y -= 15;
  text(issuer.address, PAGE.margin, { size: 9, color: SLATE });
  y -= 30;
  text('Bank reconciliation', PAGE.margin, { font: bold, size: 20, color: OCEAN });
  y -= 20;
  text(account, PAGE.margin, { size: 11 });
  y -= 14;
  text(`Month: ${r.month}`, PAGE.margin, { size: 11 });
  y -= 10;

  heading('Bank');
  row('Statement ending balance', r.statementEndingCents);
  row('Add deposits in transit', r.depositsInTransitCents, { indent: 10 });
  row('Less outstanding payments', -r.outstandingPaymentsCents, { indent: 10 });
  row('Adjusted bank balance', r.adjustedBankCents, { bold: true });
  heading('Books');
  row('Book balance', r.bookBalanceCents, { bold: true });
  row('Difference (adjusted bank less book)', r.bankDifferenceCents, { bold: true });
  if (r.liabilities) {
    heading('Owed to others (trust liabilities)');
    const labels = {
      owner: 'Owner',
      payable: 'Owed to vendors for',
      deposit: 'Security deposit',
      prepaid: 'Prepaid rent',
    } as const;
    for (const item of r.liabilities)
      row(`${labels[item.kind]}: ${item.name}`, item.cents, { indent: 10 });
    row('Total owed to others', r.liabilitiesCents, { bold: true });
    row('Company money in trust (book less owed to others)', r.trustDifferenceCents, {
      bold: true,
    });
  }
  const items = (title: string, list: { date: string; cents: number }[], label: string[][]) => {
    if (list.length === 0) return;
    heading(title);
    list.forEach((item, i) => {
      row(`${item.date}  ${label[i]!.filter(Boolean).join(' - ')}`, item.cents, { indent: 10 });
    });
  };
  const book = (list: BookItem[]) => list.map((i) => [i.number, i.memo]);
  items('Deposits in transit', r.depositsInTransit, book(r.depositsInTransit));
  items('Outstanding payments', r.outstandingPayments, book(r.outstandingPayments));
  items(
    'Bank lines not in the books',
    r.unrecordedBankLines,
    r.unrecordedBankLines.map((i) => [i.reference, i.description]),
  );
  if (r.warnings.length > 0) {
    heading('Warnings');
    for (const w of r.warnings) {
      room(14);
      const message =
        w.code === 'company_money'
          ? `Company money in the trust account: ${formatMoney(w.cents)} (over $5,000.00)`
          : w.code === 'owner_negative'
            ? `Owner below zero: ${w.name ?? ''} ${formatMoney(w.cents)}`
            : 'No statement ending balance for the month';
      text(message, PAGE.margin + 10, { color: RED });
      y -= 14;
    }
  }
  heading('Sign-off');
  if (r.signed) {
    room(14);
    text(
      `Signed by ${r.signed.byName}, broker of record, at ${r.signed.at.replace('T', ' ').slice(0, 16)} UTC`,
      PAGE.margin,
    );
    y -= 14;
    if (r.signed.explanation) {
      for (const line of wrap(
        `Explanation: ${r.signed.explanation}`,
        regular,
        10,
        AMOUNT_RIGHT - PAGE.margin,
      )) {
        room(14);
        text(line, PAGE.margin);
        y -= 14;
      }
    }
  } else {
    room(14);
    text('Not signed', PAGE.margin, { color: SLATE });
  }
  return doc.save();
}
