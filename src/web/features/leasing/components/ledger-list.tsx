import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { Ledger } from '../../../../shared/schemas/ledger';
import { EmptyState } from '../../../components/ui/list-states';
import { useFormat } from '../../../lib/format';
import { ledgerEntries, type LedgerEntry } from '../lib/ledger-entries';
import { ColumnHeaders } from '../../../components/ui/column-headers';
import { LabelledSection } from '../../../components/ui/labelled-section';

/** A year of monthly rent and its payments fits before "Show all". */
const FIRST_LINES = 24;

// Each pair is at least 4.5:1 (the -800 text on its -100 background).
const STATUS_TONES: Record<string, string> = {
  pending: 'bg-sky-100 text-sky-800',
  failed: 'bg-red-100 text-red-800',
  returned: 'bg-amber-100 text-amber-800',
  reversed: 'bg-amber-100 text-amber-800',
};

function EntryTitle({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const title =
    entry.entry === 'charge'
      ? entry.period && (entry.chargeKind === 'rent' || entry.chargeKind === 'late_fee')
        ? t(`ledger.${entry.chargeKind}For`, { month: format.month(entry.period) })
        : t(`chargeKinds.${entry.chargeKind}`)
      : t('ledger.payment', { method: t(`methods.${entry.method}`) });
  return (
    <>
      <span className="font-medium text-slate-900">{title}</span>
      {entry.entry === 'payment' && entry.status !== 'succeeded' && (
        <span
          className={`ml-2 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[entry.status] ?? ''}`}
        >
          {t(`paymentStatus.${entry.status}`)}
        </span>
      )}
      {entry.note && <span className="block text-sm break-words text-slate-600">{entry.note}</span>}
    </>
  );
}

/** A payment's reference opens its receipt; a charge's is plain text. */
function EntryReference({ entry }: { entry: { kind: string; id: string; reference: string } }) {
  const { t } = useTranslation('resident-lease');
  if (entry.kind !== 'payment') return <>{entry.reference}</>;
  return (
    <Link
      to={`/portal/payments/${entry.id}`}
      className="text-ocean underline underline-offset-2 hover:text-ocean-dark"
      aria-label={t('ledger.receiptOf', { reference: entry.reference })}
    >
      {entry.reference}
    </Link>
  );
}

/** Every charge and payment, newest first, with the balance after each. */
export function LedgerList({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const [showAll, setShowAll] = useState(false);
  const entries = ledgerEntries(ledger);
  const shown = showAll ? entries : entries.slice(0, FIRST_LINES);
  const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
  const effectTone = (e: LedgerEntry) =>
    e.effectCents < 0 ? 'text-emerald-800' : 'text-slate-900';

  return (
    <LabelledSection
      id="ledger-title"
      title={t('ledger.title')}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
      titleClassName="text-lg font-semibold text-slate-900"
    >
      <p className="mt-1 text-sm text-slate-600">{t('ledger.lead')}</p>
      <div className="mt-4">
        {entries.length === 0 ? (
          <EmptyState title={t('ledger.empty')}>{t('ledger.emptyHint')}</EmptyState>
        ) : (
          <>
            <table className="hidden w-full text-left text-sm lg:table">
              <caption className="sr-only">{t('ledger.title')}</caption>
              <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <ColumnHeaders
                  cell="py-2 pr-3"
                  columns={[
                    t('ledger.date'),
                    t('ledger.entry'),
                    t('ledger.reference'),
                    { label: t('ledger.amount'), className: 'py-2 pr-3 text-right' },
                    { label: t('ledger.balance'), className: 'py-2 text-right' },
                  ]}
                />
              </thead>
              <tbody className="divide-y divide-slate-100">
                {shown.map((e) => (
                  <tr key={`${e.kind}-${e.id}`}>
                    <td className="py-2.5 pr-3 whitespace-nowrap text-slate-700">
                      {format.day(e.date)}
                    </td>
                    <td className="py-2.5 pr-3">
                      <EntryTitle entry={e} />
                    </td>
                    <td className="py-2.5 pr-3 font-mono text-xs text-slate-600">
                      <EntryReference entry={e} />
                    </td>
                    <td className={`py-2.5 pr-3 text-right tabular-nums ${effectTone(e)}`}>
                      {money(e.effectCents)}
                    </td>
                    <td className="py-2.5 text-right text-slate-900 tabular-nums">
                      {money(e.balanceCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>

            <ul
              className="flex flex-col divide-y divide-slate-100 lg:hidden"
              aria-label={t('ledger.title')}
            >
              {shown.map((e) => (
                <li key={`${e.kind}-${e.id}`} className="py-3">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <EntryTitle entry={e} />
                    </div>
                    <p className={`shrink-0 font-semibold tabular-nums ${effectTone(e)}`}>
                      {money(e.effectCents)}
                    </p>
                  </div>
                  <p className="mt-1 flex flex-wrap justify-between gap-x-3 text-xs text-slate-600">
                    <span>
                      {format.day(e.date)} ·{' '}
                      <span className="font-mono">
                        <EntryReference entry={e} />
                      </span>
                    </span>
                    <span>{t('ledger.balanceAfter', { amount: money(e.balanceCents) })}</span>
                  </p>
                </li>
              ))}
            </ul>

            {entries.length > FIRST_LINES && (
              <button
                type="button"
                onClick={() => setShowAll((v) => !v)}
                className="mt-3 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                {showAll ? t('ledger.showRecent') : t('ledger.showAll', { count: entries.length })}
              </button>
            )}
          </>
        )}
      </div>
    </LabelledSection>
  );
}
