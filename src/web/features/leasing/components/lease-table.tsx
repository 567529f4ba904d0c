import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { LEASE_SORTS, type LeaseRow } from '../../../../shared/schemas/leases';
import { useFormat } from '../../../lib/format';
import type { LeaseListFilters, LeaseSort } from '../lib/lease-list-params';
import { LeaseStatusBadge } from '../../../components/ui/lease-status-badge';
import { LinkCards } from '../../../components/ui/arrow-link';

interface LeaseTableProps {
  rows: LeaseRow[];
  filters: LeaseListFilters;
  /** A header toggles its column's direction; the cards' menu names the direction too. */
  onSort: (sort: LeaseSort, dir?: 'asc' | 'desc') => void;
  /** Where a row opens: `${leasePath}/${id}`. */
  leasePath: string;
}

function SortHeader({
  sort,
  label,
  filters,
  onSort,
  align = 'left',
}: {
  sort: LeaseSort;
  label: string;
  filters: LeaseListFilters;
  onSort: (sort: LeaseSort) => void;
  align?: 'left' | 'right';
}) {
  const active = filters.sort === sort;
  const Icon = !active ? ArrowUpDown : filters.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (filters.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`px-3 py-2 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(sort)}
        className={`inline-flex items-center gap-1 font-semibold uppercase hover:text-ocean ${active ? 'text-navy' : ''}`}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

function Balance({ cents }: { cents: number }) {
  const format = useFormat();
  return (
    <span className={cents > 0 ? 'font-semibold text-red-700' : 'text-slate-700'}>
      {format.money(cents, 'USD')}
    </span>
  );
}

/** The leases of one page: a table from 1024 px (beside the sidebar a narrower one would scroll), a card per lease below it. */
export function LeaseTable({ rows, filters, onSort, leasePath }: LeaseTableProps) {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const navigate = useNavigate();
  const end = (row: LeaseRow) => (row.endDate ? format.day(row.endDate) : t('monthToMonth'));
  const header = { filters, onSort };
  const sortMenuId = useId();

  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <SortHeader sort="status" label={t('columns.status')} {...header} />
              <SortHeader sort="property" label={t('columns.property')} {...header} />
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('columns.residents')}
              </th>
              <SortHeader sort="rent" label={t('columns.rent')} align="right" {...header} />
              <SortHeader sort="balance" label={t('columns.balance')} align="right" {...header} />
              <SortHeader sort="start" label={t('columns.start')} {...header} />
              <SortHeader sort="end" label={t('columns.end')} {...header} />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr
                key={row.id}
                onClick={() => void navigate(`${leasePath}/${row.id}`)}
                className="cursor-pointer hover:bg-slate-50"
              >
                <td className="px-3 py-2.5">
                  <LeaseStatusBadge status={row.status} />
                </td>
                <td className="px-3 py-2.5">
                  {/* The link is what a keyboard or screen reader opens; the row is a shortcut. */}
                  <Link
                    to={`${leasePath}/${row.id}`}
                    className="font-semibold text-ocean hover:underline"
                  >
                    {row.propertyName} · {row.unitLabel}
                  </Link>
                  <span className="block text-xs text-slate-600">{row.city}</span>
                </td>
                <td className="px-3 py-2.5 text-slate-800">{row.residents.join(', ') || '—'}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {format.money(row.monthlyRentCents, 'USD')}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  <Balance cents={row.balanceCents} />
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap">{format.day(row.startDate)}</td>
                <td className="px-3 py-2.5 whitespace-nowrap">{end(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* The cards have no column headers to sort by: the same sorts, in one menu. Its label is
          its own element: wrapped around the menu, it would take in every option's text. */}
      <div className="flex items-center gap-2 text-sm text-slate-700 lg:hidden">
        <label htmlFor={sortMenuId} className="shrink-0 font-medium">
          {t('list.sortBy')}
        </label>
        <select
          id={sortMenuId}
          value={`${filters.sort}:${filters.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':') as [LeaseSort, 'asc' | 'desc'];
            onSort(sort, dir);
          }}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {LEASE_SORTS.flatMap((sort) =>
            (['desc', 'asc'] as const).map((dir) => (
              <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
                {t('list.sortOption', { column: t(`columns.${sort}`), dir: t(`list.${dir}`) })}
              </option>
            )),
          )}
        </select>
      </div>
      <LinkCards
        label={t('list.caption')}
        rows={rows}
        to={(row) => `${leasePath}/${row.id}`}
        open={t('list.open')}
      >
        {(row) => (
          <>
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-semibold text-navy">
                  {row.propertyName} · {row.unitLabel}
                </span>
                <span className="block text-sm text-slate-600">
                  {row.residents.join(', ') || '—'}
                </span>
              </span>
              <LeaseStatusBadge status={row.status} />
            </span>
            <span className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <span className="text-slate-600">{t('columns.rent')}</span>
              <span className="text-right tabular-nums">
                {format.money(row.monthlyRentCents, 'USD')}
              </span>
              <span className="text-slate-600">{t('columns.balance')}</span>
              <span className="text-right tabular-nums">
                <Balance cents={row.balanceCents} />
              </span>
              <span className="text-slate-600">{t('columns.term')}</span>
              <span className="text-right">
                {format.day(row.startDate)} – {end(row)}
              </span>
            </span>
          </>
        )}
      </LinkCards>
    </>
  );
}
