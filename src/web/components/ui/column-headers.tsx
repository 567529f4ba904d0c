import type { ReactNode } from 'react';

/** A column header that differs from the table's others: its label and its own classes. */
export interface OwnColumn {
  label: ReactNode;
  className: string;
}

/**
 * A table's row of column headers, each a `th scope="col"`: a plain label takes the table's
 * `cell` classes, an OwnColumn its own (a right-aligned figure, a column hidden on phones); a
 * `false` column is left out (a column only some readers see).
 */
export function ColumnHeaders({
  cell,
  columns,
}: {
  cell: string;
  columns: (ReactNode | OwnColumn | false)[];
}) {
  const own = (column: unknown): column is OwnColumn =>
    typeof column === 'object' && column !== null && 'className' in column && 'label' in column;
  return (
    <tr>
      {columns.map((column, i) =>
        column === false ? null : (
          <th key={i} scope="col" className={own(column) ? column.className : cell}>
            {own(column) ? column.label : column}
          </th>
        ),
      )}
    </tr>
  );
}

/**
 * The head of an admin list table (cities, plans, pages): its columns, then the column of each
 * row's actions, whose header (`actions`) only a screen reader reads.
 */
export function ListHeadWithActions({
  columns,
  actions,
}: {
  columns: (ReactNode | OwnColumn | false)[];
  actions: string;
}) {
  return (
    <thead className="border-b border-slate-200 text-slate-600">
      <ColumnHeaders
        cell="py-2 pr-4 font-medium"
        columns={[
          ...columns,
          { label: <span className="sr-only">{actions}</span>, className: 'py-2 font-medium' },
        ]}
      />
    </thead>
  );
}
