import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { can } from '../../../../shared/permissions';
import type { StatementRow } from '../../../../shared/schemas/statements';
import { SelectField, SelectOptions } from '../../../components/ui/form-field';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { monthToDateQuery, statementListQuery } from '../api/queries';
import { LinkCards, OpenCue } from '../../../components/ui/arrow-link';

const link = (id: string) => `/portal/statements/${id}`;

/** The month so far, in one card that opens it; an admin sees it once an owner is chosen. */
function MonthToDateCard({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation('statements');
  const { api } = useSession();
  const format = useFormat();
  const query = useQuery(monthToDateQuery(api, ownerId));
  const to = `/portal/statements/month-to-date${ownerId ? `?owner=${ownerId}` : ''}`;
  return (
    <Link
      to={to}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 hover:border-amber-300"
    >
      <span className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
          <CalendarClock className="size-5" aria-hidden="true" />
        </span>
        <span>
          <span className="block font-semibold text-navy">
            {query.data
              ? t('mtd.title', { month: format.month(query.data.period) })
              : t('mtd.short')}
          </span>
          <span className="block text-sm text-slate-700">
            {query.data
              ? t('mtd.cardDetail', {
                  net: format.money(query.data.netCents, 'USD'),
                  date: format.day(query.data.throughDate),
                })
              : t('mtd.notFinal')}
          </span>
        </span>
      </span>
      <OpenCue>{t('list.open')}</OpenCue>
    </Link>
  );
}

// The figure columns of a statement row, right-aligned: how many properties, then the money.
const FIGURE_COLUMNS = [
  'list.properties',
  'figures.collected',
  'figures.fee',
  'figures.expenses',
  'figures.net',
] as const;

function StatementTable({ rows, showOwner }: { rows: StatementRow[]; showOwner: boolean }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, 'USD');
  const th = 'px-3 py-2 font-semibold';
  const td = 'px-3 py-2.5 text-right tabular-nums';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('list.caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className={`${th} text-left`}>
                {t('list.month')}
              </th>
              {showOwner && (
                <th scope="col" className={`${th} text-left`}>
                  {t('list.owner')}
                </th>
              )}
              {FIGURE_COLUMNS.map((key) => (
                <th key={key} scope="col" className={`${th} text-right`}>
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-slate-50">
                <td className="px-3 py-2.5">
                  <Link to={link(row.id)} className="font-semibold text-ocean hover:underline">
                    {format.month(row.period)}
                  </Link>
                </td>
                {showOwner && <td className="px-3 py-2.5 text-slate-800">{row.ownerName}</td>}
                <td className={td}>{row.propertyCount}</td>
                <td className={td}>{money(row.collectedCents)}</td>
                <td className={td}>{money(-row.managementFeeCents)}</td>
                <td className={td}>{money(-row.expensesCents)}</td>
                <td className={`${td} font-semibold text-navy`}>{money(row.netCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LinkCards
        label={t('list.caption')}
        rows={rows}
        to={(row) => link(row.id)}
        open={t('list.open')}
      >
        {(row) => (
          <>
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-semibold text-navy">{format.month(row.period)}</span>
                <span className="block text-sm text-slate-600">
                  {showOwner && `${row.ownerName} · `}
                  {t('list.propertyCount', { count: row.propertyCount })}
                </span>
              </span>
              <span className="text-right font-semibold text-navy tabular-nums">
                {money(row.netCents)}
              </span>
            </span>
            <span className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {(
                [
                  ['figures.collected', row.collectedCents],
                  ['figures.fee', -row.managementFeeCents],
                  ['figures.expenses', -row.expensesCents],
                ] as const
              ).map(([key, cents]) => (
                <Fragment key={key}>
                  <span className="text-slate-600">{t(key)}</span>
                  <span className="text-right tabular-nums">{money(cents)}</span>
                </Fragment>
              ))}
            </span>
          </>
        )}
      </LinkCards>
    </>
  );
}

/**
 * Issued statements, newest first: a landlord's own (the API scopes them), or every owner's for an
 * admin, who may narrow them to one owner. The owner and page live in the URL.
 */
export function StatementListView() {
  const { t } = useTranslation('statements');
  const { api, role } = useSession();
  const [params, setParams] = useSearchParams();
  const ownerId = params.get('owner') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(statementListQuery(api, ownerId, page));
  const seesAll = can(role, 'read:statements:any');

  const setFilter = (owner: string, nextPage = 1) => {
    const next = new URLSearchParams();
    if (owner) next.set('owner', owner);
    if (nextPage > 1) next.set('page', String(nextPage));
    setParams(next);
  };

  let body;
  if (query.isPending) body = <ListSkeleton rows={6} label={t('list.loading')} />;
  else if (query.isError) {
    body = <QueryError query={query} title={t('list.error')} retryLabel={t('list.retry')} />;
  } else if (query.data.statements.length === 0) {
    body = <EmptyState title={t('list.empty')}>{t('list.emptyHint')}</EmptyState>;
  } else {
    body = (
      <>
        <StatementTable rows={query.data.statements} showOwner={seesAll && !ownerId} />
        <Pagination
          page={page}
          pageSize={query.data.pageSize}
          total={query.data.total}
          onPage={(next) => setFilter(ownerId, next)}
          labels={{
            nav: t('list.pages'),
            previous: t('list.previous'),
            next: t('list.next'),
            status: t('list.pageStatus', {
              page,
              pages: pageCount(query.data.total, query.data.pageSize),
            }),
          }}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-semibold text-navy">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {seesAll ? t('list.introAdmin') : t('list.introOwner')}
        </p>
      </div>
      {seesAll && (
        <SelectField
          label={t('list.ownerFilter')}
          className="max-w-sm"
          value={ownerId}
          onChange={(e) => setFilter(e.target.value)}
        >
          <SelectOptions
            none={t('list.allOwners')}
            values={query.data?.owners ?? []}
            label={(o) => o.name}
            optionValue={(o) => o.id}
          />
        </SelectField>
      )}
      {seesAll && !ownerId ? (
        <p className="text-sm text-slate-600">{t('mtd.chooseOwner')}</p>
      ) : (
        <MonthToDateCard ownerId={ownerId} />
      )}
      {body}
    </div>
  );
}
