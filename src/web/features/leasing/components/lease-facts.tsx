import { MapPin } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import { LeaseDocumentList } from '../../../components/lease/lease-document-list';
import { useFormat } from '../../../lib/format';
import { LeaseStatusBadge } from '../../../components/ui/lease-status-badge';
import type { ResidentLease } from '../../../entities/lease/my-lease-query';

/** The lease's terms: the home, the dates, the rent, the deposit and the late-fee policy. */
export function LeaseFacts({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('resident-lease');
  const format = useFormat();
  const money = (cents: number) => format.money(cents, LEDGER_CURRENCY);
  const lateFee =
    lease.lateFeeFlatCents !== null
      ? money(lease.lateFeeFlatCents)
      : lease.lateFeePercentBasisPoints !== null
        ? t('facts.percentOfRent', { percent: format.percent(lease.lateFeePercentBasisPoints) })
        : null;

  const rows: [string, string][] = [
    [t('facts.residents'), lease.residents.join(', ')],
    [t('facts.start'), format.day(lease.startDate)],
    [t('facts.end'), lease.endDate ? format.day(lease.endDate) : t('facts.monthToMonth')],
    [t('facts.rent'), money(lease.monthlyRentCents)],
    [t('facts.dueDay'), t('facts.dueDayValue', { day: format.number(lease.dueDay) })],
    [t('facts.deposit'), money(lease.securityDepositCents)],
    [
      t('facts.lateFee'),
      lateFee
        ? t(lease.lateFeeCapCents !== null ? 'facts.lateFeeCapped' : 'facts.lateFeeValue', {
            fee: lateFee,
            days: lease.lateFeeGraceDays,
            count: lease.lateFeeGraceDays,
            cap: lease.lateFeeCapCents !== null ? money(lease.lateFeeCapCents) : '',
          })
        : t('facts.noLateFee'),
    ],
  ];
  if (lease.moveOutDate) rows.push([t('facts.moveOut'), format.day(lease.moveOutDate)]);

  return (
    <section
      aria-labelledby="lease-facts-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="lease-facts-title" className="text-lg font-semibold text-slate-900">
            {t('facts.title')}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {lease.propertyAddress} · {lease.city}
          </p>
        </div>
        <LeaseStatusBadge status={lease.status} />
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <h3 className="text-sm font-semibold text-slate-900">{t('facts.documents')}</h3>
        <div className="mt-1">
          <LeaseDocumentList
            leaseId={lease.id}
            documents={lease.documents}
            emptyText={t('facts.noDocuments')}
          />
        </div>
      </div>
    </section>
  );
}
