import { useTranslation } from 'react-i18next';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { LeaseRow } from '../../../../shared/schemas/leases';
import { useFormat } from '../../../lib/format';
import { LeaseStatusBadge } from '../../../components/ui/lease-status-badge';

/** Every lease on a property, newest first: a table from 1024 px, a card per lease on narrower screens. */
export function LeasesTable({ leases, caption }: { leases: LeaseRow[]; caption: string }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const term = (l: LeaseRow) =>
    `${format.day(l.startDate)} – ${l.endDate ? format.day(l.endDate) : t('units.monthToMonth')}`;
  const balanceTone = (l: LeaseRow) =>
    l.balanceCents > 0 ? 'font-semibold text-amber-800' : 'text-slate-900';

  return (
    <>
      <table className="hidden w-full text-left text-sm lg:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-3">
              {t('units.unit')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('leases.status')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('leases.residents')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('leases.term')}
            </th>
            <th scope="col" className="py-2 pr-6 text-right">
              {t('units.rent')}
            </th>
            <th scope="col" className="py-2 text-right">
              {t('leases.balance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leases.map((l) => (
            <tr key={l.id}>
              <th scope="row" className="py-2.5 pr-3 font-medium text-slate-900">
                {l.unitLabel}
              </th>
              <td className="py-2.5 pr-3">
                <LeaseStatusBadge status={l.status} />
              </td>
              <td className="py-2.5 pr-3 text-slate-700">{l.residents.join(', ') || '—'}</td>
              <td className="py-2.5 pr-3 text-slate-700">{term(l)}</td>
              <td className="py-2.5 pr-6 text-right text-slate-900 tabular-nums">
                {format.money(l.monthlyRentCents, LEDGER_CURRENCY)}
              </td>
              <td className={`py-2.5 text-right tabular-nums ${balanceTone(l)}`}>
                {format.money(l.balanceCents, LEDGER_CURRENCY)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="flex flex-col gap-2 lg:hidden" aria-label={caption}>
        {leases.map((l) => (
          <li key={l.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex items-center justify-between gap-2">
              <p className="font-medium text-slate-900">
                {t('units.unitLabel', { label: l.unitLabel })}
              </p>
              <LeaseStatusBadge status={l.status} />
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t('leases.residents')}</dt>
              <dd className="text-slate-800">{l.residents.join(', ') || '—'}</dd>
              <dt className="text-slate-500">{t('leases.term')}</dt>
              <dd className="text-slate-800">{term(l)}</dd>
              <dt className="text-slate-500">{t('units.rent')}</dt>
              <dd className="text-slate-800 tabular-nums">
                {format.money(l.monthlyRentCents, LEDGER_CURRENCY)}
              </dd>
              <dt className="text-slate-500">{t('leases.balance')}</dt>
              <dd className={`tabular-nums ${balanceTone(l)}`}>
                {format.money(l.balanceCents, LEDGER_CURRENCY)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
