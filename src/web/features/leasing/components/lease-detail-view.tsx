import { useQuery } from '@tanstack/react-query';
import { CalendarRange, KeyRound, ShieldCheck, Wallet } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { can } from '../../../../shared/permissions';
import { FigureCard } from '../../../components/ui/figure-card';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { ApiError } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { AccessDenied } from '../../../components/errors/access-denied-page';
import { leaseDetailQuery } from '../api/queries';
import { LeaseActions } from './lease-actions';
import { LeaseStatusBadge } from '../../../components/ui/lease-status-badge';
import { LeaseTerms } from './lease-terms';
import { LedgerTable } from './ledger-table';
import { PaymentsTable } from './payments-table';
import { BackLink } from '../../../components/ui/arrow-link';

/**
 * One lease: its figures, terms, ledger and payments, and an admin's actions. A lease the reader
 * may not see answers 404 (so its existence is not given away) and shows Access Denied here.
 */
export function LeaseDetailView({ leaseId, leasePath }: { leaseId: string; leasePath: string }) {
  const { t } = useTranslation('leases');
  const { api, role } = useSession();
  const format = useFormat();
  const query = useQuery(leaseDetailQuery(api, leaseId));

  if (query.isPending) return <ListSkeleton rows={8} label={t('detail.loading')} />;
  if (query.isError) {
    const refused = query.error instanceof ApiError && [403, 404].includes(query.error.status);
    if (refused) return <AccessDenied />;
    return <QueryError query={query} title={t('detail.error')} retryLabel={t('list.retry')} />;
  }

  const lease = query.data;
  const balance = lease.ledger.balanceCents;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <BackLink to={leasePath}>{t('detail.back')}</BackLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold text-navy">
            {lease.propertyName} · {lease.unitLabel}
          </h1>
          <LeaseStatusBadge status={lease.status} />
        </div>
        <p className="text-sm text-slate-600">
          {lease.residents.join(', ') || t('detail.noResidents')}
        </p>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard
          icon={Wallet}
          tone={balance > 0 ? 'warning' : 'good'}
          label={t('detail.balance')}
          value={format.money(balance, 'USD')}
          valueTone={balance > 0 ? 'owed' : 'clear'}
          detail={
            balance > 0 ? t('detail.owed') : balance < 0 ? t('detail.credit') : t('detail.paidUp')
          }
        />
        <FigureCard
          icon={KeyRound}
          label={t('detail.rent')}
          value={format.money(lease.monthlyRentCents, 'USD')}
          detail={t('detail.dueDay', { day: lease.dueDay })}
        />
        <FigureCard
          icon={ShieldCheck}
          label={t('detail.deposit')}
          value={format.money(lease.securityDepositCents, 'USD')}
        />
        <FigureCard
          icon={CalendarRange}
          label={t('detail.ends')}
          value={lease.endDate ? format.day(lease.endDate) : t('monthToMonth')}
          detail={t(lease.startDate > format.today() ? 'detail.starts' : 'detail.started', {
            date: format.day(lease.startDate),
          })}
        />
      </div>

      {can(role, 'write:leases:any') && <LeaseActions lease={lease} leasePath={leasePath} />}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <LeaseTerms lease={lease} leasePath={leasePath} />
        <section aria-labelledby="payments-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="payments-title" className="text-lg font-semibold text-navy">
            {t('payments.title')}
          </h2>
          <PaymentsTable
            payments={lease.ledger.payments}
            mayReverse={can(role, 'write:ledger:any')}
          />
        </section>
      </div>

      <section aria-labelledby="ledger-title" className="flex min-w-0 flex-col gap-3">
        <h2 id="ledger-title" className="text-lg font-semibold text-navy">
          {t('ledger.title')}
        </h2>
        <LedgerTable ledger={lease.ledger} />
      </section>
    </div>
  );
}
