import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { Payment } from '../../../../shared/schemas/ledger';
import { EmptyState } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ReversePaymentForm } from './reverse-payment-form';

const STATUS_TONES: Record<Payment['status'], string> = {
  succeeded: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  returned: 'bg-red-100 text-red-800',
  reversed: 'bg-slate-200 text-slate-800',
};

/** The lease's payments, newest first; an admin may reverse one that counts, with a reason. */
export function PaymentsTable({
  payments,
  mayReverse,
}: {
  payments: Payment[];
  mayReverse: boolean;
}) {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const [reversing, setReversing] = useState<Payment | null>(null);

  if (payments.length === 0) {
    return <EmptyState title={t('payments.empty')}>{t('payments.emptyHint')}</EmptyState>;
  }
  return (
    <>
      {/* Eighteen months of payments would push the ledger far down: the list scrolls instead. */}
      <ul className="flex max-h-[26rem] flex-col divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        {[...payments].reverse().map((payment) => (
          <li
            key={payment.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span className="tabular-nums">{format.money(payment.amountCents, 'USD')}</span> ·{' '}
                {t(`methods.${payment.method}`)}
                {payment.externalReference ? ` ${payment.externalReference}` : ''}
              </p>
              <p className="text-xs text-slate-600">
                <Link
                  to={`/portal/payments/${payment.id}`}
                  className="font-mono text-ocean underline underline-offset-2 hover:text-ocean-dark"
                  aria-label={t('payments.receiptOf', { reference: payment.reference })}
                >
                  {payment.reference}
                </Link>{' '}
                · {format.dateTime(payment.receivedAt)}
              </p>
              {(payment.reversalReason ?? payment.failureReason) && (
                <p className="text-xs text-slate-700">
                  {payment.reversalReason ?? payment.failureReason}
                </p>
              )}
            </div>
            <div className="flex items-center gap-3">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[payment.status]}`}
              >
                {t(`paymentStatuses.${payment.status}`)}
              </span>
              {mayReverse && (payment.status === 'succeeded' || payment.status === 'pending') && (
                <button
                  type="button"
                  onClick={() => setReversing(payment)}
                  className="rounded-lg border border-red-300 px-3 py-1 text-xs font-semibold text-red-800 hover:bg-red-50"
                >
                  {t('reverse.button')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <FormDialog
        closeLabel={t('actions.close')}
        open={reversing !== null}
        onOpenChange={(open) => !open && setReversing(null)}
        title={t('reverse.title', { reference: reversing?.reference ?? '' })}
        description={
          reversing && t('reverse.intro', { amount: format.money(reversing.amountCents, 'USD') })
        }
      >
        {reversing && (
          <ReversePaymentForm paymentId={reversing.id} onDone={() => setReversing(null)} />
        )}
      </FormDialog>
    </>
  );
}
