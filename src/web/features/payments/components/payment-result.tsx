import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { Payment } from '../../../../shared/schemas/ledger';
import { useFormat } from '../../../lib/format';

/** What the payer sees once the processor answered: paid, or a bank debit on its way. */
export function PaymentResult({ payment, receiptHref }: { payment: Payment; receiptHref: string }) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  const pending = payment.status === 'pending';
  const Icon = pending ? Clock : CheckCircle2;
  return (
    <section
      role="status"
      aria-live="polite"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 md:p-6"
      data-testid="payment-result"
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-emerald-900">
            {pending ? t('result.pendingTitle') : t('result.paidTitle')}
          </h2>
          <p className="mt-1 text-sm text-emerald-900">
            {t(pending ? 'result.pendingText' : 'result.paidText', {
              amount: format.money(payment.amountCents + payment.feeCents, LEDGER_CURRENCY),
              reference: payment.reference,
            })}
          </p>
          <Link
            to={receiptHref}
            className="mt-3 inline-flex rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            {t('result.receipt')}
          </Link>
        </div>
      </div>
    </section>
  );
}
