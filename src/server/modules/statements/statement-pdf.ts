import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Statement } from '../../../shared/schemas/statements';
import { formatMoney } from '../../../shared/money';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable, wrap } from '../../lib/pdf-layout';
import { monthName } from './issue-statements';

/** Who the statement comes from: the company as site settings name it. */
export interface StatementIssuer {
  legalName: string;
  address: string;
  supportEmail: string;
  phone: string;
}

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const OCEAN = rgb(29 / 255, 95 / 255, 138 / 255);
const SLATE = rgb(0.35, 0.4, 0.47);
const RULE = rgb(0.86, 0.88, 0.91);
const PAGE = { width: 612, height: 792, margin: 48 } as const;
// Right edges of the four amount columns; the property column takes what is left. 84 points
// apart: a five-figure total in DejaVu Sans Bold ("-$12,345.60", 74 points at 11) keeps a gap.
const COLUMNS = [318, 402, 486, 564] as const;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function fit(font: PDFFont, text: string, size: number, width: number): string {
  const out = printable(font, text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  // The longest start that fits with the dots, found by halving (measuring lays the text out,
  // which a long description would make slow one character at a time); cut between what a
  // reader sees as characters, so a letter keeps its accents and an emoji stays whole.
  const chars = Array.from(graphemes.segment(out), (s) => s.segment);
  const cut = (n: number) => `${chars.slice(0, n).join('')}...`;
  let low = 1;
  let high = chars.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(cut(mid), size) <= width) low = mid;
    else high = mid - 1;
  }
  return cut(low);
}

function percent(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

/**
 * The statement as a one- or more-page Letter PDF, drawn on the server with pdf-lib (no browser):
 * the company's name and address, the owner and month, a block per property (payments, reversals,
 * the plan's fee, expense lines or "No expenses this month", net), and the totals.
 */
export async function statementPdf(
  statement: Statement,
  issuer: StatementIssuer,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  const month = monthName(statement.period);
  doc.setTitle(`Owner statement ${month} - ${statement.ownerName}`);
  doc.setAuthor(issuer.legalName);
  doc.setCreationDate(statement.issuedAt ? new Date(statement.issuedAt) : new Date());

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (
    value: string,
    x: number,
    options: {
      font?: PDFFont;
      size?: number;
      color?: typeof NAVY;
      right?: boolean;
      width?: number;
    } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    // Amounts are right-aligned and short; only left-aligned text can run into the next column.
    const shown = options.right
      ? printable(font, value)
      : fit(font, value, size, options.width ?? PAGE.width - PAGE.margin - x);
    const at = options.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color: options.color ?? NAVY });
  };
  const rule = (thickness = 0.75) =>
    page.drawLine({
      start: { x: PAGE.margin, y: y + 4 },
      end: { x: PAGE.width - PAGE.margin, y: y + 4 },
      thickness,
      color: RULE,
    });
  const header = () => {
    const labels = ['Collected', 'Fee', 'Expenses', 'Net to owner'];
    text('Property', PAGE.margin, { font: bold, size: 9, color: SLATE });
    labels.forEach((label, i) =>
      text(label, COLUMNS[i]!, { font: bold, size: 9, color: SLATE, right: true }),
    );
    y -= 8;
    rule();
    y -= 10;
  };
  /** Starts a new page when fewer than `needed` points are left. */
  const room = (needed: number) => {
    if (y - needed >= PAGE.margin + 24) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
    text(`${statement.ownerName} - ${month} (continued)`, PAGE.margin, { size: 9, color: SLATE });
    y -= 22;
    header();
  };

  text(issuer.legalName, PAGE.margin, { font: bold, size: 16 });
  y -= 15;
  text(issuer.address, PAGE.margin, { size: 9, color: SLATE });
  y -= 12;
  text(`${issuer.phone}  ·  ${issuer.supportEmail}`.replace('·', '-'), PAGE.margin, {
    size: 9,
    color: SLATE,
  });
  y -= 34;
  text('Owner statement', PAGE.margin, { font: bold, size: 20, color: OCEAN });
  y -= 22;
  text(`Owner: ${statement.ownerName}`, PAGE.margin, { size: 11 });
  y -= 15;
  text(
    statement.kind === 'final'
      ? `Month: ${month}`
      : `Month to date: ${month}, through ${statement.throughDate} (not final)`,
    PAGE.margin,
    { size: 11 },
  );
  y -= 15;
  if (statement.issuedAt) {
    text(`Issued: ${statement.issuedAt.slice(0, 10)}`, PAGE.margin, { size: 9, color: SLATE });
    y -= 12;
  }
  y -= 16;

  header();
  if (statement.properties.length === 0) {
    text('No property had a lease or money in this month.', PAGE.margin, { color: SLATE });
    y -= 16;
  }
  for (const p of statement.properties) {
    const details: string[] = [];
    details.push(`Payments received ${formatMoney(p.paymentsCents)}`);
    if (p.reversalsCents > 0)
      details.push(`less reversed or returned ${formatMoney(p.reversalsCents)}`);
    const plan = p.plan
      ? `${p.plan.name} plan, ${
          p.plan.percentOfRentBasisPoints !== null
            ? `${percent(p.plan.percentOfRentBasisPoints)} of collected rent`
            : `${formatMoney(p.plan.monthlyFeeCents ?? 0)} a month`
        }`
      : 'No management plan: no fee';
    room(60 + p.expenses.length * 12);
    text(p.propertyName, PAGE.margin, { font: bold, width: COLUMNS[0] - 70 - PAGE.margin });
    const amounts = [p.collectedCents, -p.managementFeeCents, -p.expensesCents, p.netCents];
    amounts.forEach((cents, i) =>
      text(formatMoney(cents), COLUMNS[i]!, { right: true, font: i === 3 ? bold : regular }),
    );
    y -= 12;
    text(`${p.addressLine}, ${p.city}`, PAGE.margin + 8, {
      size: 8.5,
      color: SLATE,
      width: COLUMNS[0] - 80 - PAGE.margin,
    });
    y -= 11;
    text(details.join(', '), PAGE.margin + 8, { size: 8.5, color: SLATE });
    y -= 11;
    text(plan, PAGE.margin + 8, { size: 8.5, color: SLATE });
    y -= 11;
    if (p.depositsHeldCents) {
      text(
        `Security deposits held in escrow for the tenants: ${formatMoney(p.depositsHeldCents)} (not income)`,
        PAGE.margin + 8,
        { size: 8.5, color: SLATE },
      );
      y -= 11;
    }
    if (p.expenses.length === 0) {
      text('No expenses this month', PAGE.margin + 8, { size: 8.5, color: SLATE });
      y -= 11;
    }
    for (const e of p.expenses) {
      text(
        `${e.date}  ${e.account ? `${e.account}: ` : ''}${e.description}${e.reference ? ` (${e.reference})` : ''}`,
        PAGE.margin + 8,
        {
          size: 8.5,
          color: SLATE,
          width: COLUMNS[1] - PAGE.margin - 20,
        },
      );
      text(formatMoney(-e.amountCents), COLUMNS[2], { size: 8.5, color: SLATE, right: true });
      y -= 11;
    }
    y -= 6;
    rule(0.5);
    y -= 10;
  }

  room(50);
  y -= 4;
  text('Total', PAGE.margin, { font: bold, size: 11 });
  [
    statement.collectedCents,
    -statement.managementFeeCents,
    -statement.expensesCents,
    statement.netCents,
  ].forEach((cents, i) =>
    text(formatMoney(cents), COLUMNS[i]!, { font: bold, size: 11, right: true }),
  );
  y -= 8;
  rule(1.5);
  y -= 22;
  const a = statement.account;
  if (a) {
    room(120 + a.movements.length * 12);
    text('Your money in trust', PAGE.margin, { font: bold, size: 11 });
    y -= 16;
    const rows: [string, number, boolean?][] = [
      ['Beginning balance', a.beginningCents],
      ['Net from your properties (income less expenses and fee)', a.netFromPropertiesCents],
      ['Contributions you paid in', a.contributionsCents],
      ['Payouts to you', -a.payoutsCents],
      ['Ending balance', a.endingCents, true],
      ['Of which kept as your properties\u2019 reserve', a.reserveCents],
    ];
    for (const [label, cents, strong] of rows) {
      text(label, PAGE.margin, { font: strong ? bold : regular });
      text(formatMoney(cents), COLUMNS[3]!, { right: true, font: strong ? bold : regular });
      y -= 13;
    }
    for (const m of a.movements) {
      text(
        `${m.date}  ${m.kind === 'payout' ? 'Payout' : 'Contribution'}: ${m.reference}`,
        PAGE.margin + 8,
        { size: 8.5, color: SLATE },
      );
      text(formatMoney(m.kind === 'payout' ? -m.amountCents : m.amountCents), COLUMNS[3]!, {
        size: 8.5,
        color: SLATE,
        right: true,
      });
      y -= 11;
    }
    y -= 14;
  }
  const note =
    'Amounts in US dollars. Collected is the tenants\u2019 money for rent and charges that reached the trust account in the month, less payments reversed or returned in the month. Security deposits and rent paid in advance are held in the escrow account for the tenants and are not collected until applied or kept.';
  for (const line of wrap(note, regular, 8, PAGE.width - 2 * PAGE.margin)) {
    text(line, PAGE.margin, { size: 8, color: SLATE });
    y -= 10;
  }
  return doc.save();
}
