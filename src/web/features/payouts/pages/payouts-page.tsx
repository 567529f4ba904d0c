import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatMoney, parseMoney } from '../../../../shared/money';
import {
  PAYOUT_ACCOUNT_TYPES,
  type PayoutMethod,
  type PayoutPreview,
  type PayoutPreviewRow,
  type PayoutRun,
  type PayoutSettings,
} from '../../../../shared/schemas/payouts';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { PanelCard } from '../../../components/ui/panel-card';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-error';
import { downloadWithSession } from '../../../lib/download-file';
import { useSession } from '../../../lib/session/session-context';
import { PRIMARY, SECONDARY } from '../components/buttons';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const newKey = () => `payouts-${crypto.randomUUID()}`;

/** Last month, 'YYYY-MM': the month whose statements the payouts follow. */
function lastMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * /portal/payouts: the month's owner payouts. The preview lists every owner's figures; the office
 * holds some back, confirms, and downloads the NACHA file and the checks (docs/accounting.md,
 * "Owner payouts").
 */
export default function PayoutsPage() {
  const { t, i18n } = useTranslation('payouts');
  const { api } = useSession();
  const [month, setMonth] = useState(lastMonth);
  const [hold, setHold] = useState<string[]>([]);
  const [run, setRun] = useState<PayoutRun | null>(null);
  const preview = useQuery({
    queryKey: ['payouts', 'preview', month],
    queryFn: () => api<PayoutPreview>(`/api/payouts/preview?month=${month}`),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const rows = (preview.data?.owners ?? []).map((o) => ({ ...o, id: o.ownerId }));
  const payable = rows.filter((o) => o.reason === null && !hold.includes(o.ownerId));
  const total = payable.reduce((s, o) => s + o.availableCents, 0);
  const achWithoutOriginator =
    preview.data?.originatorMissing && payable.some((o) => o.method === 'ach');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <TextField
        label={t('month')}
        type="month"
        value={month}
        onChange={(e) => {
          setMonth(e.target.value);
          setHold([]);
          setRun(null);
        }}
        className="w-full sm:w-56"
      />
      {run && <RunResult run={run} money={money} />}
      {preview.isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : preview.isError ? (
        <QueryError query={preview} title={t('loadError')} retryLabel={t('retry')} />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('none')}</p>
      ) : (
        <>
          {achWithoutOriginator && (
            <p role="alert" className="text-sm text-red-800">
              {t('originatorMissing')}{' '}
              <Link to="/portal/site" className="font-semibold underline">
                {t('siteSettings')}
              </Link>
            </p>
          )}
          <ResponsiveTable<PayoutPreviewRow & { id: string }>
            rows={rows}
            caption={t('caption', { month })}
            name={{
              header: t('col.owner'),
              cell: (o) => o.ownerName,
              card: (o) => o.ownerName,
            }}
            badge={{
              header: t('col.pay'),
              cell: (o) =>
                o.reason === null ? (
                  <CheckboxField
                    label={t('hold', { name: o.ownerName })}
                    checked={hold.includes(o.ownerId)}
                    onChange={(e) =>
                      setHold((h) =>
                        e.target.checked ? [...h, o.ownerId] : h.filter((id) => id !== o.ownerId),
                      )
                    }
                  />
                ) : (
                  <span className="text-sm text-slate-700">
                    {o.paid
                      ? t('paidAlready', { reference: o.paid.reference })
                      : t(`reason.${o.reason}`)}
                  </span>
                ),
            }}
            details={[
              { header: t('col.held'), cell: (o) => money(o.heldCents), numeric: true },
              { header: t('col.reserve'), cell: (o) => money(o.reserveCents), numeric: true },
              { header: t('col.bills'), cell: (o) => money(o.billsCents), numeric: true },
              { header: t('col.unsettled'), cell: (o) => money(o.unsettledCents), numeric: true },
              {
                header: t('col.available'),
                cell: (o) => money(o.availableCents),
                numeric: true,
              },
              {
                header: t('col.method'),
                cell: (o) =>
                  o.method === 'ach'
                    ? t('method.achTo', { account: o.accountMasked ?? '' })
                    : t('method.check'),
              },
            ]}
          />
          <Confirm
            month={month}
            hold={hold}
            count={payable.length}
            total={money(total)}
            disabled={payable.length === 0 || Boolean(achWithoutOriginator)}
            onDone={(r) => {
              setRun(r);
              setHold([]);
            }}
          />
        </>
      )}
      <PayoutAccount owners={rows} />
      <Contribution />
    </div>
  );
}

function Confirm({
  month,
  hold,
  count,
  total,
  disabled,
  onDone,
}: {
  month: string;
  hold: string[];
  count: number;
  total: string;
  disabled: boolean;
  onDone: (run: PayoutRun) => void;
}) {
  const { t } = useTranslation('payouts');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // One key per press of "Pay": a retry of the same request pays nothing twice.
  const [key, setKey] = useState(newKey);
  const pay = useMutation({
    mutationFn: () =>
      api<PayoutRun>('/api/payouts/run', {
        method: 'POST',
        body: { month, hold, idempotencyKey: key },
      }),
    onSuccess: async (run) => {
      setOpen(false);
      setKey(newKey());
      onDone(run);
      await queryClient.invalidateQueries({ queryKey: ['payouts'] });
    },
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-navy">{t('summary', { count, total })}</p>
      <button type="button" className={PRIMARY} disabled={disabled} onClick={() => setOpen(true)}>
        {t('pay')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) pay.reset();
        }}
        title={t('confirm.title', { month })}
        description={t('confirm.body', { count, total, held: hold.length })}
        confirmLabel={t('confirm.yes')}
        cancelLabel={t('confirm.no')}
        onConfirm={() => pay.mutate()}
        busy={pay.isPending}
        error={pay.error ? errorText(pay.error) : null}
      />
    </div>
  );
}

function RunResult({ run, money }: { run: PayoutRun; money: (cents: number) => string }) {
  const { t } = useTranslation('payouts');
  const { getAuthHeaders } = useSession();
  const [error, setError] = useState<string | null>(null);
  const download = (path: string, name: string) =>
    void downloadWithSession(path, name, getAuthHeaders).catch((err: unknown) =>
      setError(errorText(err)),
    );
  return (
    <PanelCard title={t('result.title', { count: run.paid.length, total: money(run.totalCents) })}>
      <div aria-live="polite">
        {run.paid.length === 0 ? (
          <p className="text-sm text-slate-700">{t('result.nothing')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {run.paid.map((p) => (
              <li key={p.payoutId} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-navy">{p.ownerName}</span>
                <span>
                  {money(p.amountCents)} · {p.reference}
                </span>
              </li>
            ))}
          </ul>
        )}
        {run.alreadyPaid.length > 0 && (
          <p className="mt-2 text-sm text-slate-700">
            {t('result.alreadyPaid', { count: run.alreadyPaid.length })}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {run.achCount > 0 && (
          <button
            type="button"
            className={SECONDARY}
            onClick={() => download(`/api/payouts/runs/${run.runId}/nacha`, 'payouts.ach')}
          >
            <Download aria-hidden className="size-4" />
            {t('result.nacha', { count: run.achCount })}
          </button>
        )}
        {run.checkCount > 0 && (
          <button
            type="button"
            className={SECONDARY}
            onClick={() =>
              download(`/api/payouts/runs/${run.runId}/checks.pdf`, 'payout-checks.pdf')
            }
          >
            <Download aria-hidden className="size-4" />
            {t('result.checks', { count: run.checkCount })}
          </button>
        )}
      </div>
      <FormError message={error} />
    </PanelCard>
  );
}

/** How one owner is paid: by check, or by bank transfer to an account kept encrypted. */
function PayoutAccount({ owners }: { owners: { ownerId: string; ownerName: string }[] }) {
  const { t } = useTranslation('payouts');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [ownerId, setOwnerId] = useState('');
  const current = useQuery({
    queryKey: ['payouts', 'settings', ownerId],
    queryFn: () => api<PayoutSettings>(`/api/owners/${ownerId}/payout-settings`),
    enabled: ownerId !== '',
  });
  return (
    <PanelCard title={t('account.title')} description={t('account.description')}>
      <SelectField
        label={t('account.owner')}
        value={ownerId}
        onChange={(e) => setOwnerId(e.target.value)}
        className="max-w-md"
      >
        <option value="">{t('account.choose')}</option>
        {owners.map((o) => (
          <option key={o.ownerId} value={o.ownerId}>
            {o.ownerName}
          </option>
        ))}
      </SelectField>
      {current.data && (
        <AccountForm
          key={`${ownerId}-${current.dataUpdatedAt}`}
          settings={current.data}
          onSaved={async () => {
            await queryClient.invalidateQueries({ queryKey: ['payouts'] });
          }}
        />
      )}
    </PanelCard>
  );
}

function AccountForm({
  settings,
  onSaved,
}: {
  settings: PayoutSettings;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('payouts');
  const { api } = useSession();
  const [method, setMethod] = useState<PayoutMethod>(settings.method);
  const [routing, setRouting] = useState(settings.routingNumber ?? '');
  const [account, setAccount] = useState('');
  const [type, setType] = useState(settings.accountType ?? 'checking');
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      api<PayoutSettings>(`/api/owners/${settings.ownerId}/payout-settings`, {
        method: 'PUT',
        body:
          method === 'check'
            ? { method }
            : { method, routingNumber: routing, accountNumber: account || null, accountType: type },
      }),
    onSuccess: async () => {
      setSaved(true);
      setAccount('');
      await onSaved();
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const general = save.error && Object.keys(fields).length === 0 ? save.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <SelectField
        label={t('account.method')}
        value={method}
        onChange={(e) => setMethod(e.target.value as PayoutMethod)}
        error={fields.method}
        className="max-w-md"
      >
        <option value="check">{t('method.check')}</option>
        <option value="ach">{t('method.ach')}</option>
      </SelectField>
      {method === 'ach' && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t('account.routing')}
            value={routing}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setRouting(e.target.value)}
            error={fields.routingNumber}
          />
          <TextField
            label={t('account.number')}
            hint={
              settings.accountMasked
                ? t('account.keep', { account: settings.accountMasked })
                : undefined
            }
            value={account}
            inputMode="numeric"
            autoComplete="off"
            onChange={(e) => setAccount(e.target.value)}
            error={fields.accountNumber}
          />
          <SelectField
            label={t('account.type')}
            value={type}
            onChange={(e) => setType(e.target.value as typeof type)}
            error={fields.accountType}
          >
            {PAYOUT_ACCOUNT_TYPES.map((a) => (
              <option key={a} value={a}>
                {t(`account.${a}`)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <FormError message={general} />
      {saved && (
        <p role="status" className="text-sm text-emerald-800">
          {t('account.saved')}
        </p>
      )}
      <button type="submit" className={`${PRIMARY} self-start`} disabled={save.isPending}>
        {t('account.save')}
      </button>
    </form>
  );
}

/** Money an owner paid in (to cover a shortfall, a repair, a reserve), recorded by the office. */
function Contribution() {
  const { t, i18n } = useTranslation('payouts');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const properties = useQuery({
    queryKey: ['payouts', 'properties'],
    queryFn: () =>
      api<{ properties: { id: string; name: string; ownerId: string; ownerName: string }[] }>(
        '/api/properties',
      ),
  });
  const [propertyId, setPropertyId] = useState('');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const property = properties.data?.properties.find((p) => p.id === propertyId);
  const record = useMutation({
    mutationFn: (cents: number) =>
      api<{ amountCents: number }>(`/api/owners/${property!.ownerId}/contributions`, {
        method: 'POST',
        body: { propertyId, amountCents: cents, memo, idempotencyKey: key },
      }),
    onSuccess: async (saved) => {
      setDone(
        t('contribution.saved', {
          amount: formatMoney(saved.amountCents, i18n.language),
          name: property?.ownerName ?? '',
        }),
      );
      setAmount('');
      setMemo('');
      setKey(newKey());
      await queryClient.invalidateQueries({ queryKey: ['payouts', 'preview'] });
    },
  });
  const fields = record.error instanceof ApiError ? record.error.fields : {};
  const general = record.error && Object.keys(fields).length === 0 ? record.error.message : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const cents = parseMoney(amount);
    if (cents === null || cents <= 0) {
      setAmountError(t('contribution.amountInvalid'));
      return;
    }
    setAmountError(null);
    record.mutate(cents);
  };
  return (
    <PanelCard title={t('contribution.title')} description={t('contribution.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t('contribution.property')}
            value={propertyId}
            onChange={(e) => setPropertyId(e.target.value)}
            error={fields.propertyId}
          >
            <option value="">{t('contribution.choose')}</option>
            {(properties.data?.properties ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.ownerName})
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('contribution.amount')}
            value={amount}
            inputMode="decimal"
            onChange={(e) => setAmount(e.target.value)}
            error={amountError ?? fields.amountCents}
          />
          <TextField
            label={t('contribution.memo')}
            value={memo}
            onChange={(e) => setMemo(e.target.value)}
            error={fields.memo}
          />
        </div>
        <FormError message={general} />
        {done && (
          <p role="status" className="text-sm text-emerald-800">
            {done}
          </p>
        )}
        <button
          type="submit"
          className={`${PRIMARY} self-start`}
          disabled={record.isPending || !property}
        >
          {t('contribution.save')}
        </button>
      </form>
    </PanelCard>
  );
}
