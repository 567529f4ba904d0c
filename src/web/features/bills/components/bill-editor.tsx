import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatMoney, MONEY_INVALID, parseMoney } from '../../../../shared/money';
import { type Bill } from '../../../../shared/schemas/bills';
import { FormError } from '../../../components/ui/form-actions';
import { DateField, SelectField, TextField } from '../../../components/ui/form-field';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { DANGER, PRIMARY, SECONDARY } from './buttons';
import { billKeys as keys, type BillOptions as Options } from '../lib/bills-shared';

interface LineForm {
  accountId: string;
  description: string;
  amount: string;
}

export function BillEditor({
  bill,
  options,
  onDone,
}: {
  bill: Bill | null;
  options: Options;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('bills');
  const { api, getAuthHeaders } = useSession();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    vendorId: bill?.vendorId ?? '',
    propertyId: bill?.propertyId ?? '',
    unitId: bill?.unitId ?? '',
    invoiceNumber: bill?.invoiceNumber ?? '',
    invoiceDate: bill?.invoiceDate ?? '',
    dueDate: bill?.dueDate ?? '',
    memo: bill?.memo ?? '',
  });
  const [lines, setLines] = useState<LineForm[]>(
    bill?.lines.map((l) => ({
      accountId: l.accountId,
      description: l.description,
      amount: (l.amountCents / 100).toFixed(2),
    })) ?? [{ accountId: '', description: '', amount: '' }],
  );
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const property = options.properties.find((p) => p.id === form.propertyId);
  const es = i18n.language.startsWith('es');
  const save = useMutation({
    mutationFn: async () => {
      const body = {
        ...form,
        unitId: form.unitId || null,
        lines: lines.map((l) => ({
          accountId: l.accountId,
          description: l.description,
          amountCents: parseMoney(l.amount) ?? -1,
        })),
      };
      const saved = bill
        ? await api<Bill>(`/api/bills/${bill.id}`, { method: 'PUT', body })
        : await api<Bill>('/api/bills', { method: 'POST', body });
      if (file) {
        const data = new FormData();
        data.append('file', file);
        setProgress(0);
        await uploadWithProgress(`/api/bills/${saved.id}/file`, data, getAuthHeaders, setProgress);
      }
      return saved;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: keys.all });
      onDone();
    },
    onSettled: () => setProgress(null),
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const general = save.error && Object.keys(fields).length === 0 ? save.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Record<string, string> = {};
    lines.forEach((l, i) => {
      const cents = parseMoney(l.amount);
      if (cents === null || cents <= 0) errors[`lines.${i}.amountCents`] = MONEY_INVALID;
    });
    setLineErrors(errors);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  const total = lines.reduce((s, l) => s + Math.max(0, parseMoney(l.amount) ?? 0), 0);
  return (
    <PanelCard title={bill ? t('editTitle', { number: bill.invoiceNumber }) : t('new')}>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('field.vendor')}
          value={form.vendorId}
          error={fields.vendorId}
          onChange={(e) => {
            set('vendorId', e.target.value);
            const account = options.vendors.find(
              (v) => v.id === e.target.value,
            )?.defaultExpenseAccountId;
            if (account)
              setLines((ls) => ls.map((l) => (l.accountId ? l : { ...l, accountId: account })));
          }}
        >
          <option value="">{t('choose')}</option>
          {options.vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('field.property')}
          value={form.propertyId}
          error={fields.propertyId}
          onChange={(e) => {
            set('propertyId', e.target.value);
            set('unitId', '');
          }}
        >
          <option value="">{t('choose')}</option>
          {options.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        {property && property.units.length > 1 && (
          <SelectField
            label={t('field.unit')}
            value={form.unitId}
            error={fields.unitId}
            optional
            onChange={(e) => set('unitId', e.target.value)}
          >
            <option value="">{t('wholeProperty')}</option>
            {property.units.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('field.invoiceNumber')}
          value={form.invoiceNumber}
          error={fields.invoiceNumber}
          onChange={(e) => set('invoiceNumber', e.target.value)}
        />
        <DateField
          label={t('field.invoiceDate')}
          value={form.invoiceDate}
          error={fields.invoiceDate}
          onChange={(e) => set('invoiceDate', e.target.value)}
        />
        <DateField
          label={t('field.dueDate')}
          value={form.dueDate}
          error={fields.dueDate}
          onChange={(e) => set('dueDate', e.target.value)}
        />
        <TextField
          label={t('field.memo')}
          value={form.memo}
          error={fields.memo}
          optional
          onChange={(e) => set('memo', e.target.value)}
          className="md:col-span-2"
        />
        <fieldset className="flex flex-col gap-3 md:col-span-2">
          <legend className="text-sm font-medium text-navy">{t('field.lines')}</legend>
          {lines.map((line, i) => (
            <div
              key={i}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
            >
              <SelectField
                label={t('field.account', { n: i + 1 })}
                value={line.accountId}
                error={fields[`lines.${i}.accountId`]}
                onChange={(e) =>
                  setLines((ls) =>
                    ls.map((l, j) => (j === i ? { ...l, accountId: e.target.value } : l)),
                  )
                }
              >
                <option value="">{t('choose')}</option>
                {options.accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {es ? a.nameEs : a.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('field.description', { n: i + 1 })}
                value={line.description}
                error={fields[`lines.${i}.description`]}
                optional
                onChange={(e) =>
                  setLines((ls) =>
                    ls.map((l, j) => (j === i ? { ...l, description: e.target.value } : l)),
                  )
                }
              />
              <TextField
                label={t('field.amount', { n: i + 1 })}
                inputMode="decimal"
                value={line.amount}
                error={lineErrors[`lines.${i}.amountCents`] ?? fields[`lines.${i}.amountCents`]}
                onChange={(e) =>
                  setLines((ls) =>
                    ls.map((l, j) => (j === i ? { ...l, amount: e.target.value } : l)),
                  )
                }
              />
              {lines.length > 1 && (
                <button
                  type="button"
                  className={DANGER}
                  onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}
                  aria-label={t('removeLine', { n: i + 1 })}
                >
                  {t('remove')}
                </button>
              )}
            </div>
          ))}
          <FormError message={fields.lines} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <button
              type="button"
              className={SECONDARY}
              onClick={() =>
                setLines((ls) => [...ls, { accountId: '', description: '', amount: '' }])
              }
            >
              {t('addLine')}
            </button>
            <p className="font-semibold text-navy">
              {t('total', { amount: formatMoney(total, i18n.language) })}
            </p>
          </div>
        </fieldset>
        <div className="md:col-span-2">
          <label htmlFor="bill-file" className="block text-sm font-medium text-navy">
            {t('file.label')}
          </label>
          <p id="bill-file-hint" className="text-xs text-slate-600">
            {bill?.file ? t('file.replace', { name: bill.file.name }) : t('file.hint')}
          </p>
          <input
            id="bill-file"
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            aria-describedby="bill-file-hint"
            className="mt-1.5 block w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {progress !== null && (
            <progress
              className="mt-2 w-full"
              max={1}
              value={progress}
              aria-label={t('file.progress', { percent: Math.round(progress * 100) })}
            />
          )}
          <FormError message={fields.file} />
        </div>
        <FormError message={general} className="md:col-span-2" />
        <div className="flex gap-2 md:col-span-2">
          <button type="submit" className={PRIMARY} disabled={save.isPending}>
            {t('save')}
          </button>
          <button type="button" className={SECONDARY} onClick={onDone}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </PanelCard>
  );
}
