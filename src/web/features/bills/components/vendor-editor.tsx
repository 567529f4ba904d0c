import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import {
  W9_ENTITY_TYPES,
  type BillOptionsSchema,
  type Vendor,
} from '../../../../shared/schemas/bills';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { FormError } from '../../../components/ui/form-actions';
import { DateField, SelectField, TextField } from '../../../components/ui/form-field';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { PRIMARY, SECONDARY } from './buttons';

type Options = z.infer<typeof BillOptionsSchema>;

interface VendorForm {
  legalName: string;
  trade: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  w9EntityType: string;
  taxId: string;
  eligible1099: boolean;
  defaultExpenseAccountId: string;
  insuranceExpiresOn: string;
  paymentMethod: 'check' | 'bank';
  bankAccountToken: string;
  technicianIds: string[];
}

const empty: VendorForm = {
  legalName: '',
  trade: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  w9EntityType: '',
  taxId: '',
  eligible1099: false,
  defaultExpenseAccountId: '',
  insuranceExpiresOn: '',
  paymentMethod: 'check',
  bankAccountToken: '',
  technicianIds: [],
};

const formOf = (v: Vendor): VendorForm => ({
  legalName: v.legalName,
  trade: v.trade,
  contactName: v.contactName,
  email: v.email,
  phone: v.phone,
  address: v.address,
  w9EntityType: v.w9EntityType ?? '',
  taxId: '',
  eligible1099: v.eligible1099,
  defaultExpenseAccountId: v.defaultExpenseAccountId ?? '',
  insuranceExpiresOn: v.insuranceExpiresOn ?? '',
  paymentMethod: v.paymentMethod,
  bankAccountToken: '',
  technicianIds: v.technicians.map((t) => t.id),
});

export function VendorEditor({
  vendor,
  options,
  onDone,
}: {
  vendor: Vendor | null;
  options: Options;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('bills');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<VendorForm>(vendor ? formOf(vendor) : empty);
  const set = <K extends keyof VendorForm>(key: K, value: VendorForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const save = useMutation({
    mutationFn: () => {
      const body = {
        ...form,
        w9EntityType: form.w9EntityType || null,
        defaultExpenseAccountId: form.defaultExpenseAccountId || null,
        insuranceExpiresOn: form.insuranceExpiresOn || null,
        // Left blank on an edit, the stored id stays.
        taxId: form.taxId.trim() === '' ? (vendor ? undefined : null) : form.taxId,
        bankAccountToken: form.bankAccountToken.trim() || null,
      };
      return vendor
        ? api<Vendor>(`/api/vendors/${vendor.id}`, { method: 'PUT', body })
        : api<Vendor>('/api/vendors', { method: 'POST', body });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['vendors'] });
      await queryClient.invalidateQueries({ queryKey: ['bill-options'] });
      onDone();
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const general = save.error && Object.keys(fields).length === 0 ? save.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const es = i18n.language.startsWith('es');
  return (
    <PanelCard
      title={vendor ? t('vendors.editTitle', { name: vendor.legalName }) : t('vendors.new')}
    >
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-2">
        <TextField
          label={t('vendors.legalName')}
          value={form.legalName}
          error={fields.legalName}
          onChange={(e) => set('legalName', e.target.value)}
          required
        />
        <TextField
          label={t('vendors.trade')}
          value={form.trade}
          error={fields.trade}
          optional
          onChange={(e) => set('trade', e.target.value)}
        />
        <TextField
          label={t('vendors.contact')}
          value={form.contactName}
          error={fields.contactName}
          optional
          onChange={(e) => set('contactName', e.target.value)}
        />
        <TextField
          label={t('vendors.email')}
          type="email"
          value={form.email}
          error={fields.email}
          optional
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={t('vendors.phone')}
          type="tel"
          value={form.phone}
          error={fields.phone}
          optional
          onChange={(e) => set('phone', e.target.value)}
        />
        <TextField
          label={t('vendors.address')}
          value={form.address}
          error={fields.address}
          optional
          onChange={(e) => set('address', e.target.value)}
        />
        <SelectField
          label={t('vendors.w9')}
          value={form.w9EntityType}
          error={fields.w9EntityType}
          onChange={(e) => set('w9EntityType', e.target.value)}
        >
          <option value="">{t('vendors.choose')}</option>
          {W9_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`w9.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('vendors.taxId')}
          value={form.taxId}
          error={fields.taxId}
          autoComplete="off"
          hint={
            vendor?.taxIdMasked
              ? t('vendors.taxIdKeep', { masked: vendor.taxIdMasked })
              : t('vendors.taxIdHint')
          }
          onChange={(e) => set('taxId', e.target.value)}
        />
        <SelectField
          label={t('vendors.defaultAccount')}
          value={form.defaultExpenseAccountId}
          error={fields.defaultExpenseAccountId}
          onChange={(e) => set('defaultExpenseAccountId', e.target.value)}
        >
          <option value="">{t('vendors.choose')}</option>
          {options.accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.code} {es ? a.nameEs : a.name}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('vendors.insurance')}
          value={form.insuranceExpiresOn}
          error={fields.insuranceExpiresOn}
          optional
          onChange={(e) => set('insuranceExpiresOn', e.target.value)}
        />
        <SelectField
          label={t('vendors.payment')}
          value={form.paymentMethod}
          error={fields.paymentMethod}
          onChange={(e) => set('paymentMethod', e.target.value as 'check' | 'bank')}
        >
          <option value="check">{t('method.check')}</option>
          <option value="bank">{t('method.bank')}</option>
        </SelectField>
        {form.paymentMethod === 'bank' && (
          <TextField
            label={t('vendors.bankToken')}
            value={form.bankAccountToken}
            error={fields.bankAccountToken}
            hint={t('vendors.bankTokenHint')}
            onChange={(e) => set('bankAccountToken', e.target.value)}
          />
        )}
        <CheckboxField
          className="md:col-span-2"
          label={t('vendors.is1099')}
          checked={form.eligible1099}
          onChange={(e) => set('eligible1099', e.target.checked)}
        />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-navy">{t('vendors.technicians')}</legend>
          <p className="text-xs text-slate-600">{t('vendors.techniciansHint')}</p>
          <div className="mt-2 flex flex-wrap gap-4">
            {options.technicians.map((tech) => (
              <CheckboxField
                key={tech.id}
                label={tech.name}
                checked={form.technicianIds.includes(tech.id)}
                onChange={(e) =>
                  set(
                    'technicianIds',
                    e.target.checked
                      ? [...form.technicianIds, tech.id]
                      : form.technicianIds.filter((id) => id !== tech.id),
                  )
                }
              />
            ))}
          </div>
          <FormError message={fields.technicianIds} />
        </fieldset>
        <FormError message={general} className="md:col-span-2" />
        <div className="flex gap-2 md:col-span-2">
          <button type="submit" className={PRIMARY} disabled={save.isPending}>
            {t('vendors.save')}
          </button>
          <button type="button" className={SECONDARY} onClick={onDone}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </PanelCard>
  );
}
