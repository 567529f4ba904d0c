import { Link } from 'react-router';
import type { ReportRow, ReportTable } from '../../../../shared/schemas/reports';
import { useTranslation } from '../../../i18n/use-translation';
import { useFormat } from '../../../lib/format';

const ROW_CLASS: Record<ReportRow['kind'], string> = {
  row: 'hover:bg-slate-50',
  heading: 'bg-slate-50 font-semibold text-navy',
  opening: 'bg-slate-50 font-semibold text-navy',
  closing: 'border-t-2 border-slate-300 bg-slate-50 font-semibold text-navy',
  total: 'border-t-2 border-slate-300 bg-slate-50 font-semibold text-navy',
};

/**
 * A report's table as the server sends it: column heads and row labels translated, money in the
 * reader's format, a lease's row linking to the lease (and any other cell to what it names). Wide reports scroll inside their frame,
 * never the page.
 */
export function ReportTableView({ table, caption }: { table: ReportTable; caption: string }) {
  const { t, i18n } = useTranslation('reports');
  const format = useFormat();
  const spanish = (i18n.resolvedLanguage ?? i18n.language).startsWith('es');
  // A wide report (a rent roll's nine columns) sits closer, so its figures fit a laptop's width.
  const pad = table.columns.length > 7 ? 'px-2' : 'px-3';
  const right = (i: number) =>
    table.columns[i]!.kind === 'money' || table.columns[i]!.kind === 'count';

  const cellText = (row: ReportRow, i: number): string => {
    const cell = row.cells[i] ?? null;
    if (cell === null) return '';
    const column = table.columns[i]!;
    if (column.kind === 'money' && typeof cell === 'number') return format.money(cell, 'USD');
    if (column.kind === 'date' && typeof cell === 'string') return format.shortDay(cell);
    if (spanish && row.es?.[String(i)]) return row.es[String(i)]!;
    return String(cell);
  };

  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:ring-2 focus-visible:ring-ocean/40 focus-visible:outline-none"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {table.columns.map((column, i) => (
              <th
                key={column.key}
                scope="col"
                className={`${pad} py-2 font-semibold whitespace-nowrap ${right(i) ? 'text-right' : 'text-left'}`}
              >
                {t(`columns.${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.rows.length <= 1 && table.rows.every((r) => r.kind !== 'row') && (
            <tr>
              <td colSpan={table.columns.length} className="px-3 py-4 text-slate-600">
                {t('view.noRows')}
              </td>
            </tr>
          )}
          {table.rows.map((row, r) => {
            // A labelled row's label spans the empty cells before its first figure.
            const first = row.cells.findIndex((c) => c !== null);
            const span = row.label && row.cells[0] === null ? (first === -1 ? 1 : first) : 0;
            return (
              <tr key={r} className={ROW_CLASS[row.kind]}>
                {span > 0 && (
                  <th scope="row" colSpan={span} className={`${pad} py-2 text-left font-semibold`}>
                    {t(`rows.${row.label}`)}
                  </th>
                )}
                {table.columns.map((column, i) => {
                  if (i < span) return null;
                  const text = cellText(row, i);
                  // Long text (a name, a memo) keeps some width, so a wide table scrolls in its
                  // frame rather than stacking words one per line.
                  const wide = column.kind === 'text' && text.length > 12 ? 'min-w-32' : '';
                  const cls = `${pad} py-2 ${wide} ${right(i) ? 'text-right tabular-nums whitespace-nowrap' : ''} ${column.kind === 'date' ? 'whitespace-nowrap' : ''}`;
                  const href = i === 0 ? row.href : row.links?.[String(i)];
                  return (
                    <td key={column.key} className={cls}>
                      {href && text ? (
                        <Link to={href} className="font-semibold text-ocean hover:underline">
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
