import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { formatMoney, parseMoney } from '../../../../shared/money';
import type {
  BooksAccountListSchema,
  BooksMonthListSchema,
  FeesInTrustSchema,
} from '../../../../shared/schemas/books';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField, TextField, DateField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';

type Months = z.infer<typeof BooksMonthListSchema>;
type Fees = z.infer<typeof FeesInTrustSchema>;
type Accounts = z.infer<typeof BooksAccountListSchema>;

const keys = { all: ['books'] as const };
/** A new key per transfer the button is about to ask for; a retry of the same one keeps it. */
const newIdempotencyKey = () => `fees-${crypto.randomUUID()}`;
const errorText = (err: unknown) => (err instanceof ApiError ? err.message : String(err));

/** /portal/books: month close, fees earned in trust, the chart of accounts and manual entries. */
export default function BooksPage() {
  const { t } = useTranslation('books');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <MonthsSection />
      <FeesSection />
      <AccountsSection />
      <ManualEntrySection />
    </div>
  );
}

function MonthsSection() {
  const { t, i18n } = useTranslation('books');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const months = useQuery({
    queryKey: [...keys.all, 'months'],
    queryFn: () => api<Months>('/api/accounting/months'),
  });
  const [confirming, setConfirming] = useState<string | null>(null);
  const close = useMutation({
    mutationFn: (month: string) =>
      api(`/api/accounting/months/${month}/close`, { method: 'POST', body: {} }),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  return (
    <PanelCard title={t('months.title')} description={t('months.lead')}>
      {months.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : months.isError ? (
        <QueryError query={months} title={t('loadError')} retryLabel={t('retry')} />
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {months.data.items.map((m) => (
            <li
              key={m.month}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-medium text-navy">{m.month}</span>{' '}
                <span className="text-slate-700">
                  {m.closed
                    ? t('months.closedBy', {
                        name: m.closedByName ?? '—',
                        date: new Date(m.closedAt!).toLocaleDateString(i18n.language),
                      })
                    : t('months.open')}
                </span>
              </span>
              {m.closable && (
                <button
                  type="button"
                  onClick={() => setConfirming(m.month)}
                  className="rounded-lg bg-ocean px-3 py-1.5 text-sm font-semibold text-white hover:bg-ocean-dark"
                >
                  {t('months.close', { month: m.month })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            close.reset();
          }
        }}
        title={t('months.confirmTitle', { month: confirming ?? '' })}
        description={t('months.confirmText')}
        confirmLabel={t('months.confirm')}
        cancelLabel={t('cancel')}
        busy={close.isPending}
        error={close.isError ? errorText(close.error) : null}
        onConfirm={() => confirming && close.mutate(confirming)}
      />
    </PanelCard>
  );
}

function FeesSection() {
  const { t, i18n } = useTranslation('books');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const fees = useQuery({
    queryKey: [...keys.all, 'fees'],
    queryFn: () => api<Fees>('/api/accounting/fees-in-trust'),
  });
  const [key, setKey] = useState(newIdempotencyKey);
  const transfer = useMutation({
    mutationFn: () =>
      api<{ cents: number }>('/api/accounting/fee-transfers', {
        method: 'POST',
        body: { idempotencyKey: key },
      }),
    onSuccess: async () => {
      setKey(newIdempotencyKey());
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  return (
    <PanelCard title={t('fees.title')} description={t('fees.lead')}>
      {fees.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : fees.isError ? (
        <QueryError query={fees} title={t('loadError')} retryLabel={t('retry')} />
      ) : (
        <div className="mt-3 flex flex-col gap-3 text-sm">
          {fees.data.items.length === 0 ? (
            <p className="text-slate-700">{t('fees.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {fees.data.items.map((f) => (
                <li key={f.propertyId} className="flex justify-between gap-2 py-1.5">
                  <span>{f.propertyName}</span>
                  <span className="tabular-nums">{formatMoney(f.cents, i18n.language)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className="font-medium text-navy">
            {t('fees.total', { amount: formatMoney(fees.data.totalCents, i18n.language) })}
          </p>
          {fees.data.totalCents > 0 && (
            <button
              type="button"
              disabled={transfer.isPending}
              onClick={() => transfer.mutate()}
              className="self-start rounded-lg bg-ocean px-4 py-2 font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
            >
              {t('fees.transfer')}
            </button>
          )}
          {transfer.isSuccess && (
            <p role="status" className="text-emerald-800">
              {t('fees.done', { amount: formatMoney(transfer.data.cents, i18n.language) })}
            </p>
          )}
          {transfer.isError && (
            <p role="alert" className="text-red-700">
              {errorText(transfer.error)}
            </p>
          )}
        </div>
      )}
    </PanelCard>
  );
}

const TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;

function useAccounts() {
  const { api } = useSession();
  return useQuery({
    queryKey: [...keys.all, 'accounts'],
    queryFn: () => api<Accounts>('/api/accounting/accounts'),
  });
}

function AccountsSection() {
  const { t, i18n } = useTranslation('books');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const [form, setForm] = useState({ code: '', name: '', nameEs: '', type: 'expense' });
  const [renaming, setRenaming] = useState<{ id: string; name: string; nameEs: string } | null>(
    null,
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all });
  const add = useMutation({
    mutationFn: () => api('/api/accounting/accounts', { method: 'POST', body: form }),
    onSuccess: async () => {
      setForm({ code: '', name: '', nameEs: '', type: 'expense' });
      await refresh();
    },
  });
  const change = useMutation({
    mutationFn: ({
      id,
      ...body
    }: {
      id: string;
      name?: string;
      nameEs?: string;
      active?: boolean;
    }) => api(`/api/accounting/accounts/${id}`, { method: 'PATCH', body }),
    onSuccess: async () => {
      setRenaming(null);
      await refresh();
    },
  });
  const addFields = add.error instanceof ApiError ? add.error.fields : {};
  const renameFields = change.error instanceof ApiError ? change.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <PanelCard title={t('accounts.title')} description={t('accounts.lead')}>
      {accounts.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : accounts.isError ? (
        <QueryError query={accounts} title={t('loadError')} retryLabel={t('retry')} />
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('accounts.title')}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('accounts.code')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('accounts.name')}
                </th>
                <th scope="col" className="hidden py-2 pr-3 md:table-cell">
                  {t('accounts.type')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t('accounts.balance')}
                </th>
                <th scope="col" className="py-2">
                  {t('accounts.actions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {accounts.data.items.map((a) => (
                <tr key={a.id} className={a.active ? '' : 'text-slate-600'}>
                  <td className="py-2 pr-3 tabular-nums">{a.code}</td>
                  <td className="py-2 pr-3">
                    {renaming?.id === a.id ? (
                      <div className="flex flex-col gap-2">
                        <TextField
                          label={t('accounts.nameEn')}
                          value={renaming.name}
                          error={renameFields.name}
                          onChange={(e) => setRenaming({ ...renaming, name: e.target.value })}
                        />
                        <TextField
                          label={t('accounts.nameEs')}
                          value={renaming.nameEs}
                          error={renameFields.nameEs}
                          onChange={(e) => setRenaming({ ...renaming, nameEs: e.target.value })}
                        />
                      </div>
                    ) : (
                      <>
                        {i18n.language.startsWith('es') ? a.nameEs : a.name}
                        {!a.active && ` (${t('accounts.inactive')})`}
                      </>
                    )}
                  </td>
                  <td className="hidden py-2 pr-3 md:table-cell">{t(`types.${a.type}`)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatMoney(a.balanceCents, i18n.language)}
                  </td>
                  <td className="py-2">
                    <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-2">
                      {renaming?.id === a.id ? (
                        <>
                          <button
                            type="button"
                            className="font-semibold text-ocean-dark underline"
                            onClick={() => change.mutate(renaming)}
                          >
                            {t('accounts.save')}
                          </button>
                          <button
                            type="button"
                            className="text-slate-700 underline"
                            onClick={() => setRenaming(null)}
                          >
                            {t('cancel')}
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          aria-label={t('accounts.renameLabel', { code: a.code })}
                          className="font-semibold text-ocean-dark underline"
                          onClick={() => setRenaming({ id: a.id, name: a.name, nameEs: a.nameEs })}
                        >
                          {t('accounts.rename')}
                        </button>
                      )}
                      {!a.systemKey && (
                        <button
                          type="button"
                          aria-label={t(
                            a.active ? 'accounts.deactivateLabel' : 'accounts.activateLabel',
                            {
                              code: a.code,
                            },
                          )}
                          className="text-slate-700 underline"
                          onClick={() => change.mutate({ id: a.id, active: !a.active })}
                        >
                          {t(a.active ? 'accounts.deactivate' : 'accounts.activate')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {change.isError && !renameFields.name && !renameFields.nameEs && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {errorText(change.error)}
            </p>
          )}
        </div>
      )}
      <form onSubmit={submit} noValidate className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <h3 className="text-base font-semibold text-navy sm:col-span-2 lg:col-span-5">
          {t('accounts.add')}
        </h3>
        <TextField
          label={t('accounts.code')}
          inputMode="numeric"
          value={form.code}
          error={addFields.code}
          onChange={(e) => setForm({ ...form, code: e.target.value })}
        />
        <TextField
          label={t('accounts.nameEn')}
          value={form.name}
          error={addFields.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label={t('accounts.nameEs')}
          value={form.nameEs}
          error={addFields.nameEs}
          onChange={(e) => setForm({ ...form, nameEs: e.target.value })}
        />
        <SelectField
          label={t('accounts.type')}
          value={form.type}
          error={addFields.type}
          onChange={(e) => setForm({ ...form, type: e.target.value })}
        >
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <button
            type="submit"
            disabled={add.isPending}
            className="rounded-lg bg-ocean px-4 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
          >
            {t('accounts.addButton')}
          </button>
        </div>
      </form>
    </PanelCard>
  );
}

interface Line {
  accountId: string;
  debit: string;
  credit: string;
}
const emptyLine = (): Line => ({ accountId: '', debit: '', credit: '' });

/** Typed dollars as cents; null when blank or not an amount. */
function cents(text: string): number | null {
  if (!text.trim()) return null;
  return parseMoney(text);
}

function ManualEntrySection() {
  const { t, i18n } = useTranslation('books');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  const [date, setDate] = useState('');
  const [memo, setMemo] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine(), emptyLine()]);
  const post = useMutation({
    mutationFn: () =>
      api<{ id: string }>('/api/accounting/journal-entries', {
        method: 'POST',
        body: {
          date,
          memo,
          lines: lines.map((l) => ({
            accountId: l.accountId,
            ...(cents(l.debit) !== null && { debitCents: cents(l.debit) }),
            ...(cents(l.credit) !== null && { creditCents: cents(l.credit) }),
          })),
        },
      }),
    onSuccess: async () => {
      setMemo('');
      setLines([emptyLine(), emptyLine()]);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
  const fields = post.error instanceof ApiError ? post.error.fields : {};
  const debits = lines.reduce((s, l) => s + (cents(l.debit) ?? 0), 0);
  const credits = lines.reduce((s, l) => s + (cents(l.credit) ?? 0), 0);
  const setLine = (index: number, patch: Partial<Line>) =>
    setLines(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const active = accounts.data?.items.filter((a) => a.active) ?? [];
  const shown = Object.keys(fields).filter((f) => f.startsWith('lines.') || f === 'body');
  return (
    <PanelCard title={t('entry.title')} description={t('entry.lead')}>
      <form
        noValidate
        className="mt-3 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          post.mutate();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <DateField
            label={t('entry.date')}
            value={date}
            error={fields.date}
            onChange={(e) => setDate(e.target.value)}
          />
          <TextField
            label={t('entry.memo')}
            value={memo}
            error={fields.memo}
            onChange={(e) => setMemo(e.target.value)}
          />
        </div>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium text-navy">{t('entry.lines')}</legend>
          {lines.map((line, index) => (
            <div
              key={index}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[2fr_1fr_1fr_auto]"
            >
              <SelectField
                label={t('entry.account', { n: index + 1 })}
                value={line.accountId}
                error={fields[`lines.${index}.accountId`]}
                onChange={(e) => setLine(index, { accountId: e.target.value })}
              >
                <option value="">{t('entry.chooseAccount')}</option>
                {active.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {i18n.language.startsWith('es') ? a.nameEs : a.name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('entry.debit', { n: index + 1 })}
                inputMode="decimal"
                value={line.debit}
                error={fields[`lines.${index}.debitCents`]}
                onChange={(e) => setLine(index, { debit: e.target.value })}
              />
              <TextField
                label={t('entry.credit', { n: index + 1 })}
                inputMode="decimal"
                value={line.credit}
                error={fields[`lines.${index}.creditCents`]}
                onChange={(e) => setLine(index, { credit: e.target.value })}
              />
              <div className="flex items-end">
                {lines.length > 2 && (
                  <button
                    type="button"
                    className="py-2 text-sm text-slate-700 underline"
                    onClick={() => setLines(lines.filter((_, i) => i !== index))}
                  >
                    {t('entry.removeLine', { n: index + 1 })}
                  </button>
                )}
              </div>
            </div>
          ))}
          <button
            type="button"
            className="self-start text-sm font-semibold text-ocean-dark underline"
            onClick={() => setLines([...lines, emptyLine()])}
          >
            {t('entry.addLine')}
          </button>
        </fieldset>
        <p className="text-sm tabular-nums text-navy" aria-live="polite">
          {t('entry.totals', {
            debits: formatMoney(debits, i18n.language),
            credits: formatMoney(credits, i18n.language),
          })}
        </p>
        {fields.lines && (
          <p id="entry-lines-error" className="text-sm text-red-700">
            {fields.lines}
          </p>
        )}
        {shown.map((f) => (
          <p key={f} className="text-sm text-red-700">
            {fields[f]}
          </p>
        ))}
        {post.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            {t('entry.posted')}
          </p>
        )}
        <button
          type="submit"
          disabled={post.isPending}
          className="self-start rounded-lg bg-ocean px-4 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
        >
          {t('entry.post')}
        </button>
      </form>
    </PanelCard>
  );
}
