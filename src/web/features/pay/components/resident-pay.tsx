import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { Payment } from '../../../../shared/schemas/ledger';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { isNotFound } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { myLeaseQuery, type ResidentLease } from '../../../entities/lease/my-lease-query';
import { leaseKeys } from '../../../entities/lease/lease-keys';
import { payOwnLease } from '../api/pay-api';
import { formatPlainAmount, parseMoney } from '../../../../shared/money';
import { checkAmount, placeError, tokenFor, type FieldErrors } from '../lib/submit-payment';
import { methodProblems } from '../lib/method-checks';
import { PaymentAttempt, type BankInput, type CardInput } from '../lib/tokenize';
import { useErrorText } from '../lib/use-error-text';
import { BankFields, CardFields } from './method-fields';
import { MethodChoice } from './method-choice';
import { PaymentResult } from './payment-result';
import { PaymentTotal } from './payment-total';

/** A signed-in resident: the balance, the open charges, and the payment form. */
export function ResidentPay() {
  const { t } = useTranslation('pay');
  const { api, user, role } = useSession();
  const query = useQuery({ ...myLeaseQuery(api, user?.id, role), retry: false });
  if (query.isPending) return <ListSkeleton rows={4} label={t('loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <p className="text-slate-700">{t('resident.noLease')}</p>;
    return (
      <ErrorState
        title={t('resident.error')}
        message={query.error.message}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ResidentPayForm key={query.data.id} lease={query.data} />;
}

function OpenCharges({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('pay');
  // Named as the lease page names them ("Rent", "Late fee"), in the reader's language.
  const { t: tl } = useTranslation('resident-lease');
  const format = useFormat();
  return (
    <section
      aria-labelledby="pay-balance-title"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="bg-navy px-4 py-5 text-white md:px-6">
        <h2 id="pay-balance-title" className="text-sm font-medium text-white/80">
          {t('resident.balance')}
        </h2>
        <p className="mt-1 text-3xl font-semibold tabular-nums" data-testid="pay-balance">
          {format.money(Math.max(lease.balanceCents, 0), LEDGER_CURRENCY)}
        </p>
        <p className="mt-1 text-sm text-white/85">
          {t('resident.home', { property: lease.propertyName, unit: lease.unitLabel })}
        </p>
      </div>
      <div className="px-4 py-4 md:px-6">
        <h3 className="text-sm font-semibold text-slate-900">{t('resident.openCharges')}</h3>
        {lease.openCharges.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('resident.nothingOpen')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {lease.openCharges.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {tl(`chargeKinds.${c.kind}`)}
                    <span className="ml-2 font-mono text-xs text-slate-500">{c.reference}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('resident.dueOn', { date: format.day(c.dueDate) })}
                  </p>
                </div>
                <p className="font-semibold tabular-nums text-slate-900">
                  {format.money(c.openCents, LEDGER_CURRENCY)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ResidentPayForm({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  const text = useErrorText();
  const { getAuthHeaders } = useSession();
  const queryClient = useQueryClient();
  const { data: settings } = useQuery(siteSettingsQuery);
  const due = Math.max(lease.balanceCents, 0);
  const [amount, setAmount] = useState(formatPlainAmount(due));
  const [method, setMethod] = useState<'card' | 'ach'>('card');
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [bank, setBank] = useState<BankInput>({ routingNumber: '', accountNumber: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<Payment | null>(null);
  const attempt = useRef(new PaymentAttempt());

  if (paid) {
    return (
      <div className="flex flex-col gap-6">
        <PaymentResult payment={paid} receiptHref={`/portal/payments/${paid.id}`} />
      </div>
    );
  }

  const amountCents = parseMoney(amount);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (paying) return;
    const checked = checkAmount(amount, due);
    const problems: FieldErrors = { ...methodProblems(method, card, bank) };
    if ('error' in checked) problems.amount = checked.error;
    if ('error' in checked || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setFormError(null);
    setPaying(true);
    try {
      const token = await tokenFor(method, card, bank);
      const key = attempt.current.keyForSubmit();
      const payment = await payOwnLease(
        await getAuthHeaders(),
        { amountCents: checked.cents, method, token: token.token },
        key,
      );
      attempt.current.settle(null);
      setPaid(payment);
      void queryClient.invalidateQueries({ queryKey: leaseKeys.allMine });
    } catch (err) {
      attempt.current.settle(err);
      const placed = placeError(err, method);
      setErrors(placed.fields);
      setFormError(placed.form);
      // A decline changed nothing, but the balance may have moved in another tab meanwhile.
      void queryClient.invalidateQueries({ queryKey: leaseKeys.allMine });
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
      <OpenCharges lease={lease} />
      {due === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
          {t('resident.nothingToPay')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
          aria-label={t('resident.formTitle')}
        >
          <h2 className="text-lg font-semibold text-slate-900">{t('resident.formTitle')}</h2>
          <TextField
            label={t('amount.label')}
            name="amount"
            inputMode="decimal"
            required
            disabled={paying}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={text(errors.amount)}
            hint={t('amount.hint', { amount: format.money(due, LEDGER_CURRENCY) })}
          />
          <MethodChoice value={method} onChange={setMethod} disabled={paying} />
          {method === 'card' ? (
            <CardFields value={card} onChange={setCard} errors={errors} disabled={paying} />
          ) : (
            <BankFields value={bank} onChange={setBank} errors={errors} disabled={paying} />
          )}
          <PaymentTotal
            amountCents={amountCents}
            method={method}
            feeBasisPoints={settings?.cardFeeBasisPoints ?? 0}
          />
          <FormError message={text(formError ?? undefined)} />
          <button
            type="submit"
            disabled={paying}
            className="inline-flex items-center justify-center rounded-lg bg-ocean px-5 py-3 text-base font-semibold text-white hover:bg-ocean-dark disabled:cursor-wait disabled:opacity-70"
          >
            {paying ? t('submit.paying') : t('submit.pay')}
          </button>
          <p className="text-xs text-slate-600">{t('submit.secure')}</p>
        </form>
      )}
    </div>
  );
}
