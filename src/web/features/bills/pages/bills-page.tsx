import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, ShieldAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formatMoney, MONEY_INVALID, parseMoney } from '../../../../shared/money';
import { can } from '../../../../shared/permissions';
import {
  BILL_STATUSES,
  type Bill,
  type BillOptionsSchema,
  type CheckBatchSchema,
} from '../../../../shared/schemas/bills';
import { FormError } from '../../../components/ui/form-actions';
import { DateField, SelectField, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { downloadWithSession } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session-context';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { useUrlFilters } from '../../../lib/url-filters';
import { DANGER, PRIMARY, SECONDARY } from '../components/buttons';

type Options = z.infer<typeof BillOptionsSchema>;
type Batch = z.infer<typeof CheckBatchSchema>;

const keys = { all: ['bills'] as const };
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const newKey = () => `checks-${crypto.randomUUID()}`;

/**
 * /portal/bills: vendors' bills from draft to paid. The office enters, approves and pays them by
 * check; an owner reads their own properties' bills and answers for one above the threshold.
 */
export default function BillsPage() {
  const { t } = useTranslation('bills');
  const { api, role } = useSession();
  const manage = can(role, 'manage:bills:any');
  const { params, set } = useUrlFilters();
  const status = params.get('status') ?? '';
  const bills = useQuery({
    queryKey: [...keys.all, 'list', status],
    queryFn: () => api<{ items: Bill[] }>(`/api/bills${status ? `?status=${status}` : ''}`),
  });
  const options = useQuery({
    queryKey: ['bill-options'],
    queryFn: () => api<Options>('/api/bill-options'),
    enabled: manage,
  });
  const [editing, setEditing] = useState<Bill | 'new' | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [batch, setBatch] = useState<Batch | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        lead={manage ? t('lead') : t('leadOwner')}
        actions={
          manage &&
          editing === null && (
            <button type="button" className={PRIMARY} onClick={() => setEditing('new')}>
              {t('new')}
            </button>
          )
        }
      />
      {editing !== null && options.data && (
        <BillEditor
          key={editing === 'new' ? 'new' : editing.id}
          bill={editing === 'new' ? null : editing}
          options={options.data}
          onDone={() => setEditing(null)}
        />
      )}
      {batch && <BatchPanel batch={batch} onClose={() => setBatch(null)} />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          label={t('filter.status')}
          value={status}
          onChange={(e) => {
            set('status', e.target.value);
            setSelected([]);
          }}
          className="w-full sm:w-56"
        >
          <option value="">{t('filter.all')}</option>
          {BILL_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        {manage && (
          <PayByCheck
            billIds={selected}
            onPaid={(b) => {
              setBatch(b);
              setSelected([]);
            }}
          />
        )}
      </div>
      {bills.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : bills.isError ? (
        <QueryError query={bills} title={t('loadError')} retryLabel={t('retry')} />
      ) : bills.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {bills.data.items.map((b) => (
            <BillRow
              key={b.id}
              bill={b}
              manage={manage}
              selected={selected.includes(b.id)}
              onSelect={(on) =>
                setSelected((s) => (on ? [...s, b.id] : s.filter((id) => id !== b.id)))
              }
              onEdit={() => setEditing(b)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PayByCheck({ billIds, onPaid }: { billIds: string[]; onPaid: (b: Batch) => void }) {
  const { t } = useTranslation('bills');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newKey);
  const pay = useMutation({
    mutationFn: () =>
      api<Batch>('/api/bill-payments/checks', {
        method: 'POST',
        body: { billIds, idempotencyKey: key },
      }),
    onSuccess: async (batch) => {
      setKey(newKey());
      onPaid(batch);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        className={PRIMARY}
        disabled={billIds.length === 0 || pay.isPending}
        onClick={() => pay.mutate()}
      >
        {billIds.length === 0 ? t('pay.choose') : t('pay.button', { count: billIds.length })}
      </button>
      <p className="text-xs text-slate-600">{t('pay.hint')}</p>
      <FormError message={pay.error?.message} />
    </div>
  );
}

function BatchPanel({ batch, onClose }: { batch: Batch; onClose: () => void }) {
  const { t, i18n } = useTranslation('bills');
  const { getAuthHeaders } = useSession();
  const [error, setError] = useState<string | null>(null);
  const download = () =>
    downloadWithSession(
      `/api/check-batches/${batch.batchId}/pdf`,
      'checks.pdf',
      getAuthHeaders,
    ).catch((err: unknown) => setError(errorText(err)));
  return (
    <PanelCard title={t('pay.done')}>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {batch.checks.map((c) => (
          <li key={c.id} className="flex flex-wrap justify-between gap-2 py-1.5">
            <span>
              {t('pay.check', { number: c.number })} · {c.vendorName} · {c.propertyName}
            </span>
            <span className="tabular-nums">{formatMoney(c.amountCents, i18n.language)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          {t('pay.download')}
        </button>
        <button type="button" className={SECONDARY} onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <FormError message={error} />
    </PanelCard>
  );
}

function BillRow({
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

interface LineForm {
  accountId: string;
  description: string;
  amount: string;
}

function BillEditor({
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
