import { parse } from 'csv-parse/sync';
import type { CsvMapping } from '../../../shared/schemas/banking';
import { isDay } from '../accounting/months';
import {
  endingBalancesOf,
  parseAmount,
  type ParsedLine,
  type ParsedStatement,
  StatementFileError,
} from './parsed-line';

/**
 * A bank's CSV statement read with the columns mapped for that bank account (once, then
 * remembered on the bank account). The first row names the columns.
 */

/** The mapping's fields that name a column: what each one holds. */
const COLUMN_FIELDS = [
  'date',
  'description',
  'amount',
  'debit',
  'credit',
  'reference',
  'balance',
] as const;

/** The header row of a CSV file, for a form that maps its columns. */
export function csvHeaders(content: string): string[] {
  const rows = readRows(content);
  return rows[0] ?? [];
}

function readRows(content: string): string[][] {
  try {
    return parse(content.replace(/^\uFEFF/, ''), {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (err) {
    throw new StatementFileError(
      'content',
      `The file is not a CSV file we can read: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
}

/** 'YYYY-MM-DD' from the date as the bank writes it, or null. */
export function parseDate(text: string, format: CsvMapping['dateFormat']): string | null {
  const value = text.trim();
  let day: string | null = null;
  if (!format || format === 'YYYY-MM-DD') {
    const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
    if (m) day = `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  } else {
    const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    if (m) {
      const [first, second] = [m[1]!.padStart(2, '0'), m[2]!.padStart(2, '0')];
      day = format === 'MM/DD/YYYY' ? `${m[3]}-${first}-${second}` : `${m[3]}-${second}-${first}`;
    }
  }
  return day && isDay(day) ? day : null;
}

/** Whether the mapping names the columns it must, each once among the file's headers. */
export function checkMapping(mapping: CsvMapping, headers: string[]): void {
  if (!mapping.date) throw new StatementFileError('mapping.date', 'Choose the date column.');
  if (!mapping.description) {
    throw new StatementFileError('mapping.description', 'Choose the description column.');
  }
  if (!mapping.amount && !(mapping.debit && mapping.credit)) {
    throw new StatementFileError(
      'mapping.amount',
      'Choose the amount column, or both the debit and the credit columns.',
    );
  }
  for (const field of COLUMN_FIELDS) {
    const column = mapping[field];
    if (column && !headers.includes(column)) {
      throw new StatementFileError(
        `mapping.${field}`,
        `The file has no column "${column}" (its columns: ${headers.join(', ')}).`,
      );
    }
  }
}

/** The statement's lines, every row checked: a row that cannot be read is refused by its number. */
export function readCsvStatement(content: string, mapping: CsvMapping): ParsedStatement {
  const [headers, ...rows] = readRows(content);
  if (!headers) throw new StatementFileError('content', 'The file is empty.');
  checkMapping(mapping, headers);
  const at = (name: string | undefined) => (name ? headers.indexOf(name) : -1);
  const columns = Object.fromEntries(COLUMN_FIELDS.map((field) => [field, at(mapping[field])]));
  const cell = (row: string[], field: (typeof COLUMN_FIELDS)[number]) =>
    columns[field]! >= 0 ? (row[columns[field]!] ?? '').trim() : '';
  const lines: ParsedLine[] = [];
  rows.forEach((row, index) => {
    const rowNumber = index + 2;
    const postedOn = parseDate(cell(row, 'date'), mapping.dateFormat);
    if (!postedOn) {
      throw new StatementFileError(
        'content',
        `Row ${rowNumber}: "${cell(row, 'date')}" is not a date written ${mapping.dateFormat ?? 'YYYY-MM-DD'}.`,
      );
    }
    let amountCents: number | null;
    if (mapping.amount) amountCents = parseAmount(cell(row, 'amount'));
    else {
      const debit = cell(row, 'debit') ? parseAmount(cell(row, 'debit')) : 0;
      const credit = cell(row, 'credit') ? parseAmount(cell(row, 'credit')) : 0;
      // A bank's "debit" takes money out of the account, its "credit" puts it in.
      amountCents = debit === null || credit === null ? null : Math.abs(credit) - Math.abs(debit);
    }
    if (amountCents === null) {
      throw new StatementFileError('content', `Row ${rowNumber}: the amount is not a number.`);
    }
    if (amountCents === 0) return; // a balance line or a memo: no money moved
    const balanceText = cell(row, 'balance');
    const balanceCents = balanceText ? parseAmount(balanceText) : null;
    lines.push({
      postedOn,
      amountCents,
      description: cell(row, 'description'),
      reference: cell(row, 'reference'),
      ...(balanceCents !== null ? { balanceCents } : {}),
    });
  });
  return { lines, endingBalances: endingBalancesOf(lines) };
}
