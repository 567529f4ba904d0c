import { Link } from 'react-router';

/**
 * The naming column of a list of records (contracts, work orders): the title linking to the
 * record's page with its reference under it, and in the wide table what kind of record it is.
 */
export function recordNameColumn<Row extends { title: string; reference: string }>(
  header: string,
  href: (row: Row) => string,
  kind: (row: Row) => string,
) {
  const title = (row: Row) => (
    <Link to={href(row)} className="font-semibold text-ocean hover:underline">
      {row.title}
    </Link>
  );
  return {
    header,
    cell: (row: Row) => (
      <div>
        {title(row)}
        <div className="text-xs text-slate-600">
          {row.reference} · {kind(row)}
        </div>
      </div>
    ),
    card: (row: Row) => (
      <div>
        {title(row)}
        <div className="text-xs text-slate-600">{row.reference}</div>
      </div>
    ),
  };
}
