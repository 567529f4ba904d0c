import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { Receipt } from '../../../../shared/schemas/pay';
import { formatInstant, useFormat } from '../../../lib/format';

const STATUS_TONE: Record<Receipt['status'], string> = {
  succeeded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  returned: 'bg-red-50 text-red-800 ring-red-200',
  reversed: 'bg-slate-100 text-slate-800 ring-slate-300',
};

function Row({
  label,
  children,
  strong = false,
  amount = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  /** Even digits, right-aligned in a column of their own, so amount, fee and total line up. */
  amount?: boolean;
}) {
  return (
    <div
      className={`grid gap-1 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4 ${strong ? 'text-base font-semibold text-navy' : 'text-sm'}`}
    >
      <dt className={strong ? '' : 'text-slate-600'}>{label}</dt>
      <dd
        className={`min-w-0 break-words text-slate-900 ${amount ? 'tabular-nums sm:max-w-40 sm:text-right' : ''}`}
      >
        {children}
      </dd>
    </div>
  );
}

/** One payment's receipt as the page shows it; the PDF (made on the server) says the same. */
export function ReceiptView({ receipt, pdfAction }: { receipt: Receipt; pdfAction: ReactNode }) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
  let method = t(`receipt.methods.${receipt.method}`);
  if (receipt.method === 'card' && receipt.methodBrand)
    method += ` (${receipt.methodBrand.toUpperCase()})`;
  if (receipt.methodLast4) method += ` ${t('receipt.ending', { last4: receipt.methodLast4 })}`;
  if (receipt.checkNumber) method += ` ${t('receipt.number', { number: receipt.checkNumber })}`;
  const reason = receipt.failureReason ?? receipt.reversalReason;
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-8"
      aria-labelledby="receipt-title"
      data-testid="receipt"
    >
      <header className="flex flex-col gap-4 border-b border-slate-200 pb-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-lg font-semibold text-navy">{receipt.company.name}</p>
          <p className="text-sm text-slate-600">{receipt.company.legalName}</p>
          <p className="text-sm text-slate-600">{receipt.company.address}</p>
          <p className="text-sm text-slate-600">
            {[receipt.company.phone, receipt.company.email].filter(Boolean).join(' · ')}
          </p>
        </div>
        <div className="shrink-0 print:hidden">{pdfAction}</div>
      </header>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <h1 id="receipt-title" className="text-2xl font-semibold text-navy">
          {t('receipt.title')}
        </h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${STATUS_TONE[receipt.status]}`}
          data-testid="receipt-status"
        >
          {t(`receipt.statuses.${receipt.status}`)}
        </span>
      </div>
      <dl className="mt-4 divide-y divide-slate-100">
        <Row label={t('receipt.reference')}>
          <span className="font-mono" data-testid="receipt-reference">
            {receipt.reference}
          </span>
        </Row>
        <Row label={t('receipt.date')}>
          {formatInstant(receipt.receivedAt, format.language, { timeZone: receipt.timeZone })}
        </Row>
        {receipt.lease && (
          <Row label={t('receipt.home')}>
            {t('resident.home', {
              property: receipt.lease.propertyName,
              unit: receipt.lease.unitLabel,
            })}
          </Row>
        )}
        {receipt.charge && (
          <Row label={t('receipt.charge')}>
            <span className="font-mono">{receipt.charge.reference}</span> ·{' '}
            {receipt.charge.description}
          </Row>
        )}
        <Row label={t('receipt.method')}>{method}</Row>
        {reason && receipt.status !== 'succeeded' && receipt.status !== 'pending' && (
          <Row label={t('receipt.reason')}>{reason}</Row>
        )}
        <Row label={t('receipt.amount')} amount>
          {money(receipt.amountCents)}
        </Row>
        {receipt.feeCents > 0 && (
          <Row label={t('receipt.fee')} amount>
            {money(receipt.feeCents)}
          </Row>
        )}
        <Row label={t('receipt.total')} strong amount>
          <span data-testid="receipt-total">{money(receipt.totalCents)}</span>
        </Row>
      </dl>
    </article>
  );
}

export const pdfButtonClass =
  'inline-flex items-center gap-2 rounded-lg border border-ocean px-4 py-2 text-sm font-semibold text-ocean hover:bg-ocean/5 disabled:opacity-70';

export function PdfIcon() {
  return <FileDown className="size-4" aria-hidden="true" />;
}
