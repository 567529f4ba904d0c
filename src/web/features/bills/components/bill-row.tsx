import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { type Bill } from '../../../../shared/schemas/bills';
import { FormError } from '../../../components/ui/form-actions';
import { useTranslation } from '../../../i18n/use-translation';
import { downloadWithSession } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session-context';
import { DANGER, PRIMARY, SECONDARY } from './buttons';
import { billKeys as keys, errorText } from '../lib/bills-shared';

export function BillRow({
  bill,
  manage,
  selected,
  onSelect,
  onEdit,
}: {
  bill: Bill;
  manage: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('bills');
  const { api, getAuthHeaders } = useSession();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      api(path, { method: 'POST', body: body ?? {} }),
    onSuccess: async () => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
    onError: (err) => setError(errorText(err)),
  });
  const es = i18n.language.startsWith('es');
  const pendingOwner = bill.ownerApprovalState === 'pending';
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
      aria-label={t('row', { vendor: bill.vendorName, number: bill.invoiceNumber })}
    >
      <div className="flex flex-wrap items-start gap-3">
        {manage && bill.status === 'approved' && (
          <input
            type="checkbox"
            className="mt-1 size-5 accent-ocean"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={t('select', { number: bill.invoiceNumber, vendor: bill.vendorName })}
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-navy">
            {bill.vendorName} · {t('invoice', { number: bill.invoiceNumber })}
          </p>
          <p className="text-slate-700">
            {bill.propertyName}
            {bill.unitLabel && ` · ${bill.unitLabel}`}
            {bill.workOrderReference && ` · ${bill.workOrderReference}`}
            {bill.recurring && ` · ${t('recurring')}`}
          </p>
          <p className="text-slate-700">
            {t('dates', { invoiceDate: bill.invoiceDate, dueDate: bill.dueDate })}
          </p>
          <ul className="mt-1 text-xs text-slate-600">
            {bill.lines.map((l) => (
              <li key={l.id}>
                {l.accountCode} {es ? l.accountNameEs : l.accountName}
                {l.description && ` — ${l.description}`}:{' '}
                {formatMoney(l.amountCents, i18n.language)}
              </li>
            ))}
          </ul>
          {bill.vendorInsuranceExpired && (
            <p className="mt-1 flex items-center gap-1 text-amber-900">
              <ShieldAlert className="size-4" aria-hidden="true" />
              {t('insuranceExpired')}
            </p>
          )}
          {bill.needsOwnerApproval && bill.status === 'draft' && (
            <p className="mt-1 text-amber-900">
              {t(
                pendingOwner
                  ? 'owner.pending'
                  : bill.ownerApprovalState === 'declined'
                    ? 'owner.declined'
                    : 'owner.needed',
                {
                  threshold: formatMoney(bill.approvalThresholdCents, i18n.language),
                },
              )}
              {bill.ownerApprovalNote && ` — “${bill.ownerApprovalNote}”`}
            </p>
          )}
          {!bill.needsOwnerApproval && bill.ownerApprovalState === 'approved' && (
            <p className="mt-1 text-emerald-800">{t('owner.approved')}</p>
          )}
          {bill.check && (
            <p className="mt-1 text-slate-800">
              {t(bill.check.status === 'void' ? 'checkVoid' : 'checkIssued', {
                number: bill.check.number,
                date: bill.check.issuedOn,
              })}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="text-base font-semibold tabular-nums text-navy">
            {formatMoney(bill.totalCents, i18n.language)}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {t(`status.${bill.status}`)}
          </span>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {bill.file && (
          <button
            type="button"
            className={SECONDARY}
            onClick={() =>
              void downloadWithSession(
                `/api/bills/${bill.id}/file`,
                bill.file!.name,
                getAuthHeaders,
              ).catch((err: unknown) => setError(errorText(err)))
            }
          >
            <Download className="size-4" aria-hidden="true" />
            {t('file.download')}
          </button>
        )}
        {manage && bill.status === 'draft' && (
          <button type="button" className={SECONDARY} onClick={onEdit}>
            {t('edit')}
          </button>
        )}
        {manage && bill.status === 'draft' && !bill.needsOwnerApproval && (
          <button
            type="button"
            className={PRIMARY}
            disabled={act.isPending}
            onClick={() => act.mutate({ path: `/api/bills/${bill.id}/approve` })}
          >
            {t('approve')}
          </button>
        )}
        {manage && bill.status === 'draft' && bill.needsOwnerApproval && !pendingOwner && (
          <button
            type="button"
            className={SECONDARY}
            disabled={act.isPending}
            onClick={() => act.mutate({ path: `/api/bills/${bill.id}/ask-owner` })}
          >
            {t('owner.ask')}
          </button>
        )}
        {!manage && pendingOwner && bill.status === 'draft' && (
          <>
            <button
              type="button"
              className={PRIMARY}
              disabled={act.isPending}
              onClick={() =>
                act.mutate({
                  path: `/api/bills/${bill.id}/owner-approval`,
                  body: { decision: 'approve' },
                })
              }
            >
              {t('owner.approve')}
            </button>
            <button
              type="button"
              className={DANGER}
              disabled={act.isPending}
              onClick={() =>
                act.mutate({
                  path: `/api/bills/${bill.id}/owner-approval`,
                  body: { decision: 'decline' },
                })
              }
            >
              {t('owner.decline')}
            </button>
          </>
        )}
        {manage && (bill.status === 'draft' || bill.status === 'approved') && (
          <button
            type="button"
            className={DANGER}
            disabled={act.isPending}
            onClick={() => act.mutate({ path: `/api/bills/${bill.id}/void` })}
          >
            {t('void')}
          </button>
        )}
        {manage && bill.status === 'paid' && bill.check?.status === 'issued' && (
          <button
            type="button"
            className={DANGER}
            disabled={act.isPending}
            onClick={() => act.mutate({ path: `/api/checks/${bill.check!.id}/void` })}
          >
            {t('voidCheck', { number: bill.check.number })}
          </button>
        )}
      </div>
      <FormError message={error} className="mt-2" />
    </li>
  );
}
