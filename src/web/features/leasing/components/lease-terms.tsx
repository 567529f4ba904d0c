import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions';
import { LeaseDocumentList } from '../../../components/lease/lease-document-list';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import type { LeaseWithLedger } from '../api/queries';
import { LeaseDocumentUpload } from './lease-document-upload';
import { LabelledSection } from '../../../components/ui/labelled-section';

function Term({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-600 sm:w-44 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** How late fees work on this lease, in one sentence. */
function useLateFeeText(lease: LeaseWithLedger): string {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const grace = t('terms.graceDays', { count: lease.lateFeeGraceDays });
  if (lease.lateFeeFlatCents !== null) {
    return t('terms.lateFeeFlat', { amount: format.money(lease.lateFeeFlatCents, 'USD'), grace });
  }
  if (lease.lateFeePercentBasisPoints !== null) {
    const percent = format.percent(lease.lateFeePercentBasisPoints);
    return lease.lateFeeCapCents !== null
      ? t('terms.lateFeePercentCapped', {
          percent,
          cap: format.money(lease.lateFeeCapCents, 'USD'),
          grace,
        })
      : t('terms.lateFeePercent', { percent, grace });
  }
  return t('terms.noLateFee');
}

/** The lease's terms, residents, renewal links, move-out and deposit settlement, and documents. */
export function LeaseTerms({ lease, leasePath }: { lease: LeaseWithLedger; leasePath: string }) {
  const { t } = useTranslation('leases');
  const { role } = useSession();
  const format = useFormat();
  const lateFee = useLateFeeText(lease);
  const deducted = lease.deductions.reduce((sum, d) => sum + d.amountCents, 0);

  return (
    <LabelledSection
      id="lease-terms"
      title={t('terms.title')}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      titleClassName="text-lg font-semibold text-navy"
    >
      <dl className="mt-2">
        <Term label={t('terms.unit')}>
          {lease.propertyName} · {lease.unitLabel}
          <span className="block text-slate-600">
            {lease.propertyAddress}, {lease.city}
          </span>
        </Term>
        <Term label={t('terms.residents')}>
          {lease.residentAccounts.length === 0 ? (
            '—'
          ) : (
            <ul>
              {lease.residentAccounts.map((resident) => (
                <li key={resident.id}>
                  {resident.name}
                  <a
                    href={`mailto:${resident.email}`}
                    className="block break-all text-ocean hover:underline"
                  >
                    {resident.email}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Term>
        <Term label={t('terms.term')}>
          {format.day(lease.startDate)} –{' '}
          {lease.endDate ? format.day(lease.endDate) : t('monthToMonth')}
        </Term>
        <Term label={t('terms.rent')}>
          {t('terms.rentDue', {
            amount: format.money(lease.monthlyRentCents, 'USD'),
            day: lease.dueDay,
          })}
        </Term>
        <Term label={t('terms.deposit')}>{format.money(lease.securityDepositCents, 'USD')}</Term>
        <Term label={t('terms.lateFee')}>{lateFee}</Term>
        {lease.moveOutDate && (
          <Term label={t('terms.moveOut')}>{format.day(lease.moveOutDate)}</Term>
        )}
        {lease.depositRefundCents !== null && (
          <Term label={t('terms.settlement')}>
            <ul>
              {lease.deductions.map((d, i) => (
                <li key={i}>
                  {d.reason}: {format.money(d.amountCents, 'USD')}
                </li>
              ))}
            </ul>
            <span className="font-semibold">
              {t('terms.refund', {
                refund: format.money(lease.depositRefundCents, 'USD'),
                deducted: format.money(deducted, 'USD'),
              })}
            </span>
          </Term>
        )}
        {lease.renewalOf && (
          <Term label={t('terms.renewalOf')}>
            <Link to={`${leasePath}/${lease.renewalOf}`} className="text-ocean hover:underline">
              {t('terms.previousTerm')}
            </Link>
          </Term>
        )}
        {lease.renewedBy && (
          <Term label={t('terms.renewedBy')}>
            <Link to={`${leasePath}/${lease.renewedBy}`} className="text-ocean hover:underline">
              {t('terms.nextTerm')}
            </Link>
          </Term>
        )}
        <Term label={t('terms.documents')}>
          <LeaseDocumentList
            leaseId={lease.id}
            documents={lease.documents}
            emptyText={t('terms.noDocuments')}
          />
          {can(role, 'write:leases:any') && <LeaseDocumentUpload leaseId={lease.id} />}
        </Term>
      </dl>
    </LabelledSection>
  );
}
