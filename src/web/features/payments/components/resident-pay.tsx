import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { Payment } from '../../../../shared/schemas/ledger';
import { ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { SelectField } from '../../../components/ui/form-field';
import { isNotFound } from '../../../lib/api-error';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { myLeaseQuery, type ResidentLease } from '../../../entities/lease/my-lease-query';
import { BalanceCard } from '../../../components/lease/balance-card';
import { leaseKeys } from '../../../entities/lease/lease-keys';
import { OpenChargeList } from '../../../components/lease/open-charge-list';
import { payOwnLease } from '../api/pay-api';
import { formatPlainAmount, parseMoney } from '../../../../shared/money';
import type { BankInput, CardInput } from '../lib/tokenize';
import { usePayment } from '../lib/use-payment';
import { BankFields, CardFields } from './method-fields';
import { MethodChoice } from './method-choice';
import { AmountField, PayForm } from './pay-form';
import { PaymentResult } from './payment-result';

/** A signed-in resident: the balance, the open charges, and the payment form. */
export function ResidentPay() {
  const { t } = useTranslation('pay');
  const { api, user, role } = useSession();
  const query = useQuery({ ...myLeaseQuery(api, user?.id, role), retry: false });
  if (query.isPending) return <ListSkeleton rows={4} label={t('loading')} />;
  if (query.isError) {
    if (isNotFound(query.error)) return <p className="text-slate-700">{t('resident.noLease')}</p>;
    return <QueryError query={query} title={t('resident.error')} retryLabel={t('retry')} />;
  }
  return <ResidentPayForm key={query.data.id} lease={query.data} />;
}

function OpenCharges({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  return (
    <BalanceCard
      id="pay-balance-title"
      title={t('resident.balance')}
      balanceCents={lease.balanceCents}
      testId="pay-balance"
      summary={
        <p className="mt-1 text-sm text-white/85">
          {t('resident.home', { property: lease.propertyName, unit: lease.unitLabel })}
        </p>
      }
      openTitle={t('resident.openCharges')}
    >
      {lease.openCharges.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('resident.nothingOpen')}</p>
      ) : (
        <OpenChargeList
          charges={lease.openCharges}
          due={(c) => t('resident.dueOn', { date: format.day(c.dueDate) })}
        />
      )}
    </BalanceCard>
  );
}

function ResidentPayForm({ lease }: { lease: ResidentLease }) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  const { getAuthHeaders } = useSession();
  const queryClient = useQueryClient();
  const { data: settings } = useQuery(siteSettingsQuery);
  const due = Math.max(lease.balanceCents, 0);
  // The security deposit is held apart (in escrow) and paid by a payment meant for it alone.
  const deposit = lease.openCharges.find((c) => c.kind === 'deposit') ?? null;
  const chargesDue = Math.max(due - (deposit?.openCents ?? 0), 0);
  const [target, setTarget] = useState<'charges' | 'deposit'>(
    deposit && chargesDue === 0 ? 'deposit' : 'charges',
  );
  const targetDue = target === 'deposit' && deposit ? deposit.openCents : chargesDue;
  const [amount, setAmount] = useState(formatPlainAmount(targetDue));
  const chooseTarget = (next: 'charges' | 'deposit') => {
    setTarget(next);
    setAmount(formatPlainAmount(next === 'deposit' && deposit ? deposit.openCents : chargesDue));
  };
  const [method, setMethod] = useState<'card' | 'ach'>('card');
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [bank, setBank] = useState<BankInput>({ routingNumber: '', accountNumber: '' });
  const [paid, setPaid] = useState<Payment | null>(null);
  const { errors, formError, paying, pay } = usePayment();

  if (paid) {
    return (
      <div className="flex flex-col gap-6">
        <PaymentResult payment={paid} receiptHref={`/portal/payments/${paid.id}`} />
      </div>
    );
  }

  // A decline changed nothing, but the balance may have moved in another tab meanwhile.
  const reloadLease = () => void queryClient.invalidateQueries({ queryKey: leaseKeys.allMine });
  async function submit(event: FormEvent) {
    event.preventDefault();
    await pay({
      amount,
      maxCents: targetDue,
      method,
      card,
      bank,
      send: async (amountCents, token, key) => {
        const chargeId = target === 'deposit' ? deposit?.id : undefined;
        setPaid(
          await payOwnLease(await getAuthHeaders(), { amountCents, method, token, chargeId }, key),
        );
        reloadLease();
      },
      refused: reloadLease,
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
      <OpenCharges lease={lease} />
      {due === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm">
          {t('resident.nothingToPay')}
        </p>
      ) : (
        <PayForm
          title={t('resident.formTitle')}
          onSubmit={submit}
          paying={paying}
          formError={formError}
          total={{
            amountCents: parseMoney(amount),
            method,
            feeBasisPoints: settings?.cardFeeBasisPoints ?? 0,
          }}
        >
          {deposit && (
            <SelectField
              label={t('resident.target')}
              hint={t('resident.targetHint')}
              value={target}
              onChange={(e) => chooseTarget(e.target.value as 'charges' | 'deposit')}
              disabled={paying}
              error={errors.chargeId}
            >
              {chargesDue > 0 && (
                <option value="charges">
                  {t('resident.targetCharges', {
                    amount: format.money(chargesDue, LEDGER_CURRENCY),
                  })}
                </option>
              )}
              <option value="deposit">
                {t('resident.targetDeposit', {
                  amount: format.money(deposit.openCents, LEDGER_CURRENCY),
                })}
              </option>
            </SelectField>
          )}
          <AmountField
            value={amount}
            onChange={setAmount}
            disabled={paying}
            error={errors.amount}
            hint={t('amount.hint', { amount: format.money(targetDue, LEDGER_CURRENCY) })}
          />
          <MethodChoice value={method} onChange={setMethod} disabled={paying} />
          {method === 'card' ? (
            <CardFields value={card} onChange={setCard} errors={errors} disabled={paying} />
          ) : (
            <BankFields value={bank} onChange={setBank} errors={errors} disabled={paying} />
          )}
        </PayForm>
      )}
    </div>
  );
}
