import { CalendarClock, CreditCard } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import { useFormat } from '../../../lib/format';
import type { ResidentLease } from '../../../entities/lease/my-lease-query';
import { OpenChargeList } from '../../../components/lease/open-charge-list';
import { BalanceCard } from '../../../components/lease/balance-card';

/** What the resident owes now and the charges it is made of (the oldest are settled first). */
export function BalancePanel({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const owes = lease.balanceCents > 0;
  return (
    <BalanceCard
      id="balance-title"
      title={t('balance.title')}
      balanceCents={lease.balanceCents}
      testId="balance-due"
      prominent
      summary={
        <>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-white/85">
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {t('balance.rentDue', {
              amount: format.money(lease.monthlyRentCents, LEDGER_CURRENCY),
              day: format.number(lease.dueDay),
            })}
          </p>
          {owes && (
            <Link
              to="/pay"
              className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-navy hover:bg-white/90"
            >
              <CreditCard className="size-4" aria-hidden="true" />
              {t('payNow')}
            </Link>
          )}
          {lease.balanceCents < 0 && (
            <p className="mt-1 text-sm text-white/85">
              {t('balance.credit', { amount: format.money(-lease.balanceCents, LEDGER_CURRENCY) })}
            </p>
          )}
        </>
      }
      openTitle={t('balance.openTitle')}
    >
      {!owes || lease.openCharges.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('balance.nothingOpen')}</p>
      ) : (
        <OpenChargeList
          charges={lease.openCharges}
          label={t('balance.openTitle')}
          due={(c) =>
            t('balance.dueOn', { date: format.day(c.dueDate) }) +
            (c.openCents !== c.amountCents
              ? ` · ${t('balance.partOf', { amount: format.money(c.amountCents, LEDGER_CURRENCY) })}`
              : '')
          }
        />
      )}
    </BalanceCard>
  );
}
