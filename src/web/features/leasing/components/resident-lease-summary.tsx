import { CalendarRange, CreditCard, KeyRound, Wallet } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import { can } from '../../../../shared/permissions';
import { FigureCard, FigureSkeleton } from '../../../components/ui/figure-card';
import { ErrorState } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { useMyLease } from '../lib/use-my-lease';
import { ArrowLink } from '../../../components/ui/arrow-link';
import { RenewalLink } from './renewal-link';

/** The portal home's lease figures for a resident; nothing for a reader who rents no home. */
export function ResidentLeaseSummary() {
  const { role } = useSession();
  if (!can(role, 'read:tenancy:own')) return null;
  return <Summary />;
}

function Summary() {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const { query, noLease } = useMyLease();
  if (noLease) return null;

  let body;
  if (query.isPending) body = <FigureSkeleton count={3} label={t('page.loading')} />;
  else if (query.isError) {
    body = (
      <ErrorState
        title={t('page.error')}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const lease = query.data;
    const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
    body = (
      <>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FigureCard
            icon={Wallet}
            tone={lease.balanceCents > 0 ? 'warning' : 'good'}
            label={t('balance.title')}
            value={money(Math.max(lease.balanceCents, 0))}
            detail={
              lease.openCharges[0]
                ? t('summary.oldestOpen', { date: format.day(lease.openCharges[0].dueDate) })
                : t('balance.nothingOpen')
            }
            to="/portal/lease"
          />
          <FigureCard
            icon={KeyRound}
            label={t('facts.rent')}
            value={money(lease.monthlyRentCents)}
            detail={t('facts.dueDayValue', { day: format.number(lease.dueDay) })}
          />
          <FigureCard
            icon={CalendarRange}
            label={t('summary.leaseEnds')}
            value={lease.endDate ? format.day(lease.endDate) : t('facts.monthToMonth')}
            detail={t('page.home', { property: lease.propertyName, unit: lease.unitLabel })}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          {lease.balanceCents > 0 && (
            <Link
              to="/pay"
              className="inline-flex items-center gap-2 rounded-lg bg-navy px-4 py-2 text-sm font-semibold text-white hover:bg-navy/90"
            >
              <CreditCard className="size-4" aria-hidden="true" />
              {t('payNow')}
            </Link>
          )}
          <ArrowLink
            to="/portal/lease"
            className="inline-flex items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            {t('summary.open')}
          </ArrowLink>
          <RenewalLink
            lease={lease}
            className="inline-flex items-center gap-2 rounded-lg border border-ocean px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5"
          />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="my-lease-title" className="flex flex-col gap-3">
      <h2 id="my-lease-title" className="text-lg font-semibold text-navy">
        {t('summary.title')}
      </h2>
      {body}
    </section>
  );
}
