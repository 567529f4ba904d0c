import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import {
  APPLICATION_STATUSES,
  type ApplicationRow,
  type ApplicationStatus,
} from '../../../../shared/schemas/applications';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { applicationListQuery } from '../api/queries';
import { ApplicationStatusBadge } from './application-status-badge';
import { IncomeRatio } from './income-ratio';
import { PageHeader } from '../../../components/ui/page-header';
import { ColumnHeaders } from '../../../components/ui/column-headers';

const FILTERS = ['waiting', 'approved', 'declined', 'all'] as const;
type Filter = (typeof FILTERS)[number];

function filterOf(value: string | null): Filter {
  return value === 'all' || APPLICATION_STATUSES.includes(value as ApplicationStatus)
    ? (value as Filter)
    : 'waiting';
}

/** /portal/applications: waiting first by default, newest first; a table on wide screens, cards below. */
export function ApplicationList({ basePath }: { basePath: string }) {
  const { t } = useTranslation('applications');
  const { api } = useSession();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('status'));
  const query = useQuery(applicationListQuery(api, filter));

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('list.title')} lead={t('list.intro')} />
      <nav aria-label={t('list.filters')} className="flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === filter}
            onClick={() => setParams(f === 'waiting' ? {} : { status: f })}
            className={`rounded-full px-3.5 py-1.5 text-sm font-semibold ${
              f === filter
                ? 'bg-navy text-white'
                : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
            }`}
          >
            {t(`filter.${f}`)}
          </button>
        ))}
      </nav>
      {query.isPending ? (
        <ListSkeleton rows={5} label={t('list.loading')} />
      ) : query.isError ? (
        <QueryError query={query} title={t('list.error')} retryLabel={t('retry')} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t(`list.empty.${filter}`)}>
          <p>{t('list.emptyHint')}</p>
        </EmptyState>
      ) : (
        <Rows rows={query.data} basePath={basePath} />
      )}
    </div>
  );
}

function Rows({ rows, basePath }: { rows: ApplicationRow[]; basePath: string }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const home = (row: ApplicationRow) =>
    row.home ? `${row.home.propertyName} · ${row.home.unitLabel}` : row.desiredProperty;
  return (
    <>
      <table className="hidden w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm shadow-sm lg:table">
        <thead className="bg-slate-50 text-left text-slate-600">
          <ColumnHeaders
            cell="px-4 py-3 font-medium"
            columns={[
              t('col.applicant'),
              t('col.home'),
              { label: t('col.rent'), className: 'px-4 py-3 text-right font-medium' },
              { label: t('col.ratio'), className: 'px-4 py-3 text-right font-medium' },
              t('col.received'),
              t('col.status'),
            ]}
          />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              <td className="px-4 py-3">
                <Link
                  to={`${basePath}/${row.id}`}
                  className="font-semibold text-ocean hover:underline"
                >
                  {row.applicantName}
                </Link>
                <div className="text-xs text-slate-600">{row.reference}</div>
              </td>
              <td className="px-4 py-3 text-slate-800">{home(row)}</td>
              <td className="px-4 py-3 text-right tabular-nums">
                {row.home ? format.money(row.home.monthlyRentCents, 'USD') : '—'}
              </td>
              <td className="px-4 py-3 text-right">
                <IncomeRatio ratio={row.incomeToRent} />
              </td>
              <td className="px-4 py-3 text-slate-700">{format.date(row.submittedAt)}</td>
              <td className="px-4 py-3">
                <ApplicationStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-3 lg:hidden">
        {rows.map((row) => (
          <li key={row.id}>
            <Link
              to={`${basePath}/${row.id}`}
              className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-ocean/50"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-semibold text-ocean">{row.applicantName}</p>
                  <p className="text-xs text-slate-600">
                    {row.reference} · {format.date(row.submittedAt)}
                  </p>
                </div>
                <ApplicationStatusBadge status={row.status} />
              </div>
              <p className="mt-2 text-sm break-words text-slate-800">{home(row)}</p>
              <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
                <div className="flex gap-1.5">
                  <dt className="text-slate-600">{t('col.rent')}</dt>
                  <dd className="tabular-nums">
                    {row.home ? format.money(row.home.monthlyRentCents, 'USD') : '—'}
                  </dd>
                </div>
                <div className="flex gap-1.5">
                  <dt className="text-slate-600">{t('col.ratio')}</dt>
                  <dd>
                    <IncomeRatio ratio={row.incomeToRent} />
                  </dd>
                </div>
              </dl>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
