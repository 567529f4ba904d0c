import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatMoney } from '../../../shared/money';
import type { ReportTable } from '../../../shared/schemas/reports';
import { embedFonts } from '../../lib/pdf-fonts';
import { printable } from '../../lib/pdf-layout';
import type { StatementIssuer } from '../statements/statement-pdf';
import { COLUMN_LABELS, ROW_LABELS } from './report-labels';

const NAVY = rgb(11 / 255, 37 / 255, 69 / 255);
const OCEAN = rgb(29 / 255, 95 / 255, 138 / 255);
const SLATE = rgb(0.35, 0.4, 0.47);
const RULE = rgb(0.86, 0.88, 0.91);
/** Letter, landscape: a report has more columns than a statement. */
const PAGE = { width: 792, height: 612, margin: 36 } as const;
const WIDTH = { money: 74, date: 62, count: 40 } as const;
const SIZE = 8;

/** Cuts `text` to `width` with dots, as the statement PDF does. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  let out = printable(font, text);
  if (font.widthOfTextAtSize(out, size) <= width) return out;
  const chars = Array.from(out);
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(`${chars.slice(0, mid).join('')}...`, size) <= width) low = mid;
    else high = mid - 1;
  }
  out = `${chars.slice(0, low).join('')}...`;
  return out;
}

/**
 * Any report as a Letter landscape PDF drawn with pdf-lib (the owner statement's fonts and
 * colours): the company, the report's title and period, then its table, the header repeated on
 * every page; totals in bold.
 */
export async function reportPdf(table: ReportTable, issuer: StatementIssuer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const { regular, bold } = await embedFonts(doc, ['regular', 'bold']);
  doc.setTitle(`${table.title}${table.subject ? ` - ${table.subject}` : ''} - ${table.subtitle}`);
  doc.setAuthor(issuer.legalName);

  // Fixed widths for figures; text columns share what is left.
  const usable = PAGE.width - 2 * PAGE.margin;
  const gap = 8;
  const fixed = table.columns.reduce(
    (sum, c) => sum + (c.kind === 'text' ? 0 : WIDTH[c.kind] + gap),
    0,
  );
  const textColumns = table.columns.filter((c) => c.kind === 'text').length;
  const textWidth = textColumns ? (usable - fixed) / textColumns - gap : 0;
  const lefts: number[] = [];
  let x = PAGE.margin;
  for (const column of table.columns) {
    lefts.push(x);
    x += (column.kind === 'text' ? textWidth : WIDTH[column.kind]) + gap;
  }
  const widthOf = (i: number) =>
    table.columns[i]!.kind === 'text' ? textWidth : WIDTH[table.columns[i]!.kind as 'money'];

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const draw = (
    value: string,
    i: number,
    options: { font?: PDFFont; color?: typeof NAVY; size?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const shown = fit(font, value, size, widthOf(i));
    const right = table.columns[i]!.kind === 'money' || table.columns[i]!.kind === 'count';
    const at = right ? lefts[i]! + widthOf(i) - font.widthOfTextAtSize(shown, size) : lefts[i]!;
    page.drawText(shown, { x: at, y, size, font, color: options.color ?? NAVY });
  };
  const rule = (thickness = 0.5) =>
    page.drawLine({
      start: { x: PAGE.margin, y: y + 3 },
      end: { x: PAGE.width - PAGE.margin, y: y + 3 },
      thickness,
      color: RULE,
    });
  const header = () => {
    table.columns.forEach((c, i) =>
      draw(COLUMN_LABELS[c.key] ?? c.key, i, { font: bold, color: SLATE }),
    );
    y -= 6;
    rule(0.75);
    y -= 9;
  };

  const line = (value: string, font: PDFFont, size: number, color = NAVY) => {
    page.drawText(fit(font, value, size, usable), { x: PAGE.margin, y, size, font, color });
  };
  line(issuer.legalName, bold, 13);
  y -= 13;
  line(issuer.address, regular, 8, SLATE);
  y -= 24;
  line(table.title, bold, 17, OCEAN);
  y -= 16;
  if (table.subject) {
    line(table.subject, regular, 10);
    y -= 13;
  }
  line(table.subtitle, regular, 10);
  y -= 22;
  header();
  if (table.rows.length === 0) {
    line('Nothing to show for this period.', regular, 9, SLATE);
    y -= 12;
  }
  for (const row of table.rows) {
    if (y < PAGE.margin + 14) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
      line(`${table.title} - ${table.subtitle} (continued)`, regular, 8, SLATE);
      y -= 18;
      header();
    }
    const strong = row.kind !== 'row';
    if (row.kind === 'total' || row.kind === 'closing') {
      rule();
      y -= 2;
    }
    // A row's label runs over the empty cells before its first figure.
    if (row.label && row.cells[0] === null) {
      const first = row.cells.findIndex((c) => c !== null);
      const end = first === -1 ? PAGE.width - PAGE.margin : lefts[first]! - gap;
      page.drawText(fit(bold, ROW_LABELS[row.label] ?? '', SIZE, end - PAGE.margin), {
        x: PAGE.margin,
        y,
        size: SIZE,
        font: bold,
        color: NAVY,
      });
    }
    table.columns.forEach((column, i) => {
      const cell = row.cells[i] ?? null;
      let text = '';
      if (cell === null) text = '';
      else if (column.kind === 'money' && typeof cell === 'number') text = formatMoney(cell);
      else text = String(cell);
      if (text) draw(text, i, { font: strong ? bold : regular });
    });
    y -= 11;
  }
  y -= 10;
  line('Amounts in US dollars, read from the books (period balances).', regular, 7, SLATE);
  return doc.save();
}
