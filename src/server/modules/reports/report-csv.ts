import { formatPlainAmount } from '../../../shared/money';
import type { ReportTable } from '../../../shared/schemas/reports';
import { csvField, guardFormula } from '../leasing/lease-csv';
import { COLUMN_LABELS, ROW_LABELS } from './report-labels';

/**
 * A report as a CSV a spreadsheet sums without help: a header of column names, then every row;
 * money as plain decimals ("1250.50"). Text someone typed (names, addresses, memos) is guarded
 * against formula injection.
 */
export function reportCsv(table: ReportTable): string {
  const header = table.columns.map((c) => csvField(COLUMN_LABELS[c.key] ?? c.key));
  const lines = table.rows.map((row) =>
    table.columns
      .map((column, i) => {
        const cell = row.cells[i] ?? null;
        if (i === 0 && row.label && cell === null) return csvField(ROW_LABELS[row.label] ?? '');
        if (cell === null) return '';
        if (column.kind === 'money' && typeof cell === 'number') return formatPlainAmount(cell);
        return csvField(guardFormula(String(cell)));
      })
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** "trial-balance-2031-03": the report, then what it covers, so a folder of them sorts. */
export function reportFileName(table: ReportTable, covers: string, extension: string): string {
  const slug = `${table.report}-${covers}${table.subject ? `-${table.subject}` : ''}`
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
  return `${slug}.${extension}`;
}
