import { useMutation } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { type Vendor } from '../../../../shared/schemas/bills';
import { FormError } from '../../../components/ui/form-actions';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session/session-context';
import { SECONDARY } from './buttons';

export function VendorCard({ vendor, onEdit }: { vendor: Vendor; onEdit: () => void }) {
  const { t } = useTranslation('bills');
  const { api } = useSession();
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () =>
      api<{ taxId: string }>(`/api/vendors/${vendor.id}/tax-id/reveal`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (data) => setRevealed(data.taxId),
  });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words text-navy">{vendor.legalName}</h2>
          <p className="text-slate-700">
            {[vendor.trade, vendor.contactName].filter(Boolean).join(' · ')}
          </p>
        </div>
        <button
          type="button"
          className={SECONDARY}
          onClick={onEdit}
          aria-label={t('vendors.editLabel', { name: vendor.legalName })}
        >
          {t('vendors.edit')}
        </button>
      </div>
      {vendor.insuranceExpired && (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-1.5 font-medium text-amber-900">
          <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
          {t('vendors.insuranceExpired', { date: vendor.insuranceExpiresOn ?? '' })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-600">{t('vendors.taxId')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-mono" data-testid="tax-id">
            {revealed ?? vendor.taxIdMasked ?? t('vendors.noTaxId')}
          </span>
          {vendor.taxIdMasked && revealed === null && (
            <button
              type="button"
              className="text-xs font-semibold text-ocean-dark underline"
              onClick={() => reveal.mutate()}
              aria-label={t('vendors.revealLabel', { name: vendor.legalName })}
            >
              {t('vendors.reveal')}
            </button>
          )}
        </dd>
        <dt className="text-slate-600">{t('vendors.w9')}</dt>
        <dd>
          {vendor.w9EntityType ? t(`w9.${vendor.w9EntityType}`) : '—'}
          {vendor.eligible1099 && ` · ${t('vendors.is1099')}`}
        </dd>
        <dt className="text-slate-600">{t('vendors.insurance')}</dt>
        <dd>{vendor.insuranceExpiresOn ?? '—'}</dd>
        <dt className="text-slate-600">{t('vendors.payment')}</dt>
        <dd>
          {t(`method.${vendor.paymentMethod}`)}
          {vendor.bankAccountTokenLast4 && ` ••••${vendor.bankAccountTokenLast4}`}
        </dd>
        <dt className="text-slate-600">{t('vendors.technicians')}</dt>
        <dd>{vendor.technicians.map((x) => x.name).join(', ') || t('vendors.noTechnicians')}</dd>
      </dl>
      <FormError message={reveal.error?.message} />
    </li>
  );
}
