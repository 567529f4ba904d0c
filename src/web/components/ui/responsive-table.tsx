import type { ReactNode } from 'react';

/** A column of the table; below 1024 px the same column is a labelled line of the row's card. */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures with even digits (money, counts). */
  numeric?: boolean;
  /** Classes for the column's header cell (widths in a fixed layout). */
  headerClassName?: string;
  /** Classes for the value in the table and the card alike (a balance owed in amber). */
  valueClassName?: (row: Row) => string;
}

/**
 * Rows as a table from 1024 px and as a card per row below (the sidebar takes 240 px from 768),
 * with the same column texts in both, each row keyed by its id. The first column names the row (a
 * row header in the table, the card's title); `badge` is a column in the table and sits top right
 * on the card; `details` are the other columns and the card's lines, left out of a card when
 * `showDetails` says so.
 */
export function ResponsiveTable<Row extends { id: string }>({
  rows,
  caption,
  name,
  badge,
  details,
  showDetails = () => true,
  fixed = false,
}: {
  rows: Row[];
  caption: string;
  name: {
    header: string;
    cell: (row: Row) => ReactNode;
    card: (row: Row) => ReactNode;
    headerClassName?: string;
  };
  badge?: { header: string; cell: (row: Row) => ReactNode; headerClassName?: string };
  details: TableColumn<Row>[];
  showDetails?: (row: Row) => boolean;
  /** A fixed layout, for tables whose columns set their widths. */
  fixed?: boolean;
}) {
  const last = details.length - 1;
  // A column's own colour replaces the plain one rather than competing with it.
  const tone = (column: TableColumn<Row>, row: Row, plain: string) =>
    column.valueClassName?.(row) || plain;
  const gap = (i: number, numeric?: boolean) => (i === last ? '' : numeric ? 'pr-6' : 'pr-3');
  return (
    <>
      <table className={`hidden w-full text-left text-sm lg:table ${fixed ? 'table-fixed' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={`py-2 pr-3 ${name.headerClassName ?? ''}`}>
              {name.header}
            </th>
            {badge && (
              <th scope="col" className={`py-2 pr-3 ${badge.headerClassName ?? ''}`}>
                {badge.header}
              </th>
            )}
            {details.map((column, i) => (
              <th
                key={column.header}
                scope="col"
                className={`py-2 ${gap(i, column.numeric)} ${column.numeric ? 'text-right' : ''} ${column.headerClassName ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900">
                {name.cell(row)}
              </th>
              {badge && <td className="py-2.5 pr-3">{badge.cell(row)}</td>}
              {details.map((column, i) => (
                <td
                  key={column.header}
                  className={`py-2.5 ${gap(i, column.numeric)} ${
                    column.numeric ? 'text-right tabular-nums' : ''
                  } ${tone(column, row, column.numeric ? 'text-slate-900' : 'text-slate-700')}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-2 lg:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium text-slate-900">{name.card(row)}</p>
              {badge?.cell(row)}
            </div>
            {showDetails(row) && (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {details.map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-slate-500">{column.header}</dt>
                    <dd
                      className={`${column.numeric ? 'tabular-nums' : ''} ${tone(column, row, 'text-slate-800')}`}
                    >
                      {column.cell(row)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
