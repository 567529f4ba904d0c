import { useTranslation } from '../../../i18n/use-translation';
import type { Ledger, LedgerLine } from '../../../../shared/schemas/ledger';
import { EmptyState } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { ColumnHeaders } from '../../../components/ui/column-headers';

/** A line's words in the reader's language: the charge's kind, or the payment's method and state. */
function useDescribe(ledger: Ledger) {
  const { t } = useTranslation('leases');
  const charges = new Map(ledger.charges.map((c) => [c.id, c]));
  const payments = new Map(ledger.payments.map((p) => [p.id, p]));
  return (line: LedgerLine): { title: string; detail: string } => {
    const payment = line.kind === 'payment' ? payments.get(line.id) : undefined;
    if (payment) {
      const method = t(`methods.${payment.method}`);
      return {
        title: payment.externalReference ? `${method} ${payment.externalReference}` : method,
        detail: payment.status === 'succeeded' ? '' : t(`paymentStatuses.${payment.status}`),
      };
    }
    const charge = charges.get(line.id);
    return {
      title: charge ? t(`chargeKinds.${charge.kind}`) : line.description,
      detail: line.description,
    };
  };
}

/**
 * Every charge and payment with the balance after it, newest first (the running balance is the
 * API's, computed oldest first). A table from 1024 px, a card per line below it.
 */
export function LedgerTable({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const describe = useDescribe(ledger);
  const lines = [...ledger.lines].reverse();
  const money = (cents: number) => format.money(cents, 'USD');

  if (lines.length === 0) {
    return <EmptyState title={t('ledger.empty')}>{t('ledger.emptyHint')}</EmptyState>;
  }
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('ledger.title')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs tracking-wide text-slate-600 uppercase">
            <ColumnHeaders
              cell="px-3 py-2"
              columns={[
                t('ledger.date'),
                t('ledger.reference'),
                t('ledger.description'),
                { label: t('ledger.charge'), className: 'px-3 py-2 text-right' },
                { label: t('ledger.payment'), className: 'px-3 py-2 text-right' },
                { label: t('ledger.balance'), className: 'px-3 py-2 text-right' },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((line) => {
              const { title, detail } = describe(line);
              return (
                <tr key={`${line.kind}-${line.id}`}>
                  <td className="px-3 py-2 whitespace-nowrap">{format.day(line.date)}</td>
                  <td className="px-3 py-2 font-mono text-xs whitespace-nowrap text-slate-700">
                    {line.reference}
                  </td>
                  <td className="px-3 py-2">
                    <span className="font-medium text-slate-900">{title}</span>
                    {detail && <span className="block text-xs text-slate-600">{detail}</span>}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {line.kind === 'charge' ? money(line.effectCents) : ''}
                  </td>
                  <td className="px-3 py-2 text-right text-emerald-800 tabular-nums">
                    {line.kind === 'payment' && line.effectCents !== 0
                      ? money(-line.effectCents)
                      : ''}
                  </td>
                  <td className="px-3 py-2 text-right font-medium tabular-nums">
                    {money(line.balanceCents)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('ledger.title')} className="flex flex-col gap-2 lg:hidden">
        {lines.map((line) => {
          const { title, detail } = describe(line);
          return (
            <li
              key={`${line.kind}-${line.id}`}
              className="rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{title}</p>
                  <p className="text-xs text-slate-600">
                    {format.day(line.date)} · <span className="font-mono">{line.reference}</span>
                  </p>
                  {detail && <p className="text-xs text-slate-600">{detail}</p>}
                </div>
                <p
                  className={`shrink-0 font-semibold tabular-nums ${line.kind === 'payment' ? 'text-emerald-800' : 'text-slate-900'}`}
                >
                  {money(line.effectCents)}
                </p>
              </div>
              <p className="mt-1 text-right text-xs text-slate-600">
                {t('ledger.balanceAfter', { balance: money(line.balanceCents) })}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
