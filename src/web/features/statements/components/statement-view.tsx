import { useQuery } from '@tanstack/react-query';
import { Download, HandCoins, Landmark, Percent, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Statement, StatementAccount } from '../../../../shared/schemas/statements';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { FormError } from '../../../components/ui/form-actions';
import { FigureCard } from '../../../components/ui/figure-card';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { downloadStatement } from '../api/download-statement';
import { monthToDateQuery, statementQuery } from '../api/queries';
import { PropertyLines } from './property-lines';
import { BackLink } from '../../../components/ui/arrow-link';

const BUTTON =
  'inline-flex items-center gap-2 rounded-lg border border-ocean bg-white px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5 disabled:opacity-60';

/** PDF and CSV of a stored statement; the month to date is not final, so it has none. */
function Downloads({ statement }: { statement: Statement & { id: string } }) {
  const { t } = useTranslation('statements');
  const { getAuthHeaders } = useSession();
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    setError(null);
    try {
      await downloadStatement(statement.id, format, getAuthHeaders);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('detail.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          disabled={busy !== null}
          onClick={() => void download('pdf')}
        >
          <Download className="size-4" aria-hidden="true" />
          {busy === 'pdf' ? t('detail.downloading') : t('detail.pdf')}
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={busy !== null}
          onClick={() => void download('csv')}
        >
          <Download className="size-4" aria-hidden="true" />
          {busy === 'csv' ? t('detail.downloading') : t('detail.csv')}
        </button>
      </div>
      <FormError message={error} />
    </div>
  );
}

function StatementBody({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const month = format.month(statement.period);
  const final = statement.id !== null && statement.kind === 'final';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <BackLink to="/portal/statements">{t('detail.back')}</BackLink>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold text-navy">
                {final ? t('detail.title', { month }) : t('mtd.title', { month })}
              </h1>
              {final ? (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                  {t('detail.final')}
                </span>
              ) : (
                <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                  {t('mtd.badge')}
                </span>
              )}
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {statement.ownerName} ·{' '}
              {final && statement.issuedAt
                ? t('detail.issued', { date: format.date(statement.issuedAt) })
                : t('mtd.through', { date: format.day(statement.throughDate) })}
            </p>
          </div>
          {final && <Downloads statement={{ ...statement, id: statement.id! }} />}
        </div>
        {!final && <p className="text-sm text-slate-700">{t('mtd.explain')}</p>}
      </div>

      {/* Each FigureCard is a <dl> of its own: the grid around them is a plain box. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          icon={HandCoins}
          label={t('figures.collected')}
          value={format.money(statement.collectedCents, 'USD')}
        />
        <FigureCard
          icon={Percent}
          label={t('figures.fee')}
          value={format.money(-statement.managementFeeCents, 'USD')}
        />
        <FigureCard
          icon={Wrench}
          label={t('figures.expenses')}
          value={format.money(-statement.expensesCents, 'USD')}
          detail={statement.expensesCents === 0 ? t('expenses.none') : undefined}
        />
        <FigureCard
          icon={Landmark}
          tone="good"
          label={t('figures.net')}
          value={format.money(statement.netCents, 'USD')}
        />
      </div>

      <section aria-labelledby="statement-lines" className="flex min-w-0 flex-col gap-3">
        <h2 id="statement-lines" className="text-lg font-semibold text-navy">
          {t('lines.title')}
        </h2>
        {statement.properties.length === 0 ? (
          <EmptyState title={t('lines.empty')} />
        ) : (
          <PropertyLines lines={statement.properties} totals={statement} />
        )}
        <p className="text-xs text-slate-600">{t('lines.note')}</p>
      </section>
      {statement.account && <OwnerAccount account={statement.account} />}
    </div>
  );
}

/** The owner's money in trust over the month: start, the properties' net, money in and out, end. */
function OwnerAccount({ account }: { account: StatementAccount }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  const rows: [string, number, boolean?][] = [
    [t('account.beginning'), account.beginningCents],
    [t('account.net'), account.netFromPropertiesCents],
    [t('account.contributions'), account.contributionsCents],
    [t('account.payouts'), -account.payoutsCents],
    [t('account.ending'), account.endingCents, true],
    [t('account.reserve'), account.reserveCents],
  ];
  return (
    <section aria-labelledby="statement-account" className="flex min-w-0 flex-col gap-3">
      <h2 id="statement-account" className="text-lg font-semibold text-navy">
        {t('account.title')}
      </h2>
      <dl className="flex max-w-xl flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
        {rows.map(([label, cents, strong]) => (
          <div
            key={label}
            className={`flex justify-between gap-3 px-4 py-2 ${strong ? 'font-semibold text-navy' : ''}`}
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{format.money(cents, 'USD')}</dd>
          </div>
        ))}
      </dl>
      {account.movements.length > 0 && (
        <ul className="flex max-w-xl flex-col gap-1 text-sm text-slate-700">
          {account.movements.map((m, i) => (
            <li key={`${m.reference}-${i}`} className="flex justify-between gap-3">
              <span>
                {format.day(m.date)} ·{' '}
                {m.kind === 'payout' ? t('account.payout') : t('account.contribution')}:{' '}
                {m.reference}
              </span>
              <span className="tabular-nums">
                {format.money(m.kind === 'payout' ? -m.amountCents : m.amountCents, 'USD')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600">{t('account.note')}</p>
    </section>
  );
}

function Loaded({ query }: { query: ReturnType<typeof useQuery<Statement, Error>> }) {
  const { t } = useTranslation('statements');
  if (query.isPending) return <ListSkeleton rows={6} label={t('detail.loading')} />;
  if (query.isError) {
    if (query.error instanceof ApiError && [403, 404].includes(query.error.status)) {
      return <AccessDenied />;
    }
    return <QueryError query={query} title={t('detail.error')} retryLabel={t('list.retry')} />;
  }
  return <StatementBody statement={query.data} />;
}

/** A stored statement. Another owner's answers 404 and shows Access Denied. */
export function StatementView({ id }: { id: string }) {
  const { api } = useSession();
  return <Loaded query={useQuery(statementQuery(api, id))} />;
}

/** The month so far for an owner (an admin's choice, or the reader), computed on each visit. */
export function MonthToDateView({ ownerId }: { ownerId: string }) {
  const { api } = useSession();
  return <Loaded query={useQuery(monthToDateQuery(api, ownerId))} />;
}
