import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import { cardFeeCents } from '../../../../shared/payment-fee';
import { useFormat } from '../../../lib/format';

/** Amount, card fee and total, shown before the payer presses Pay (the API charges the same). */
export function PaymentTotal({
  amountCents,
  method,
  feeBasisPoints,
}: {
  amountCents: number | null;
  method: 'card' | 'ach';
  feeBasisPoints: number;
}) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
  const amount = amountCents ?? 0;
  const fee = method === 'card' ? cardFeeCents(amount, feeBasisPoints) : 0;
  return (
    <dl
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      aria-label={t('total.title')}
      data-testid="payment-total"
    >
      <div className="flex justify-between gap-4 py-1">
        <dt className="text-slate-600">{t('total.amount')}</dt>
        <dd className="tabular-nums text-slate-900">{money(amount)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-1">
        <dt className="text-slate-600">
          {method === 'card'
            ? t('total.cardFee', { percent: format.percent(feeBasisPoints) })
            : t('total.bankFee')}
        </dt>
        <dd className="tabular-nums text-slate-900" data-testid="payment-fee">
          {money(fee)}
        </dd>
      </div>
      <div className="mt-1 flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold text-navy">
        <dt>{t('total.total')}</dt>
        <dd className="tabular-nums" data-testid="payment-total-amount">
          {money(amount + fee)}
        </dd>
      </div>
    </dl>
  );
}
