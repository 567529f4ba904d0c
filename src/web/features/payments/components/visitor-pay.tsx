import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEDGER_CURRENCY } from '../../../../shared/leasing-terms';
import type { PayableCharge, VisitorPaymentResult } from '../../../../shared/schemas/pay';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format';
import { lookupCharge, payAsVisitor } from '../api/pay-api';
import { formatPlainAmount, parseMoney } from '../../../../shared/money';
import { placeError, type FieldErrors } from '../lib/submit-payment';
import type { CardInput } from '../lib/tokenize';
import { usePayment } from '../lib/use-payment';
import { useErrorText } from '../lib/use-error-text';
import { CardFields } from './method-fields';
import { AmountField, PayForm } from './pay-form';
import { PaymentResult } from './payment-result';

const EMPTY_BANK = { routingNumber: '', accountNumber: '' };

/**
 * Someone without an account pays one charge by the reference on the invoice, by card. They see
 * what is open on it, its description and due date; nothing about who rents the home.
 */
export function VisitorPay() {
  const { t } = useTranslation('pay');
  const text = useErrorText();
  const [reference, setReference] = useState('');
  const [charge, setCharge] = useState<PayableCharge | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const [result, setResult] = useState<VisitorPaymentResult | null>(null);

  if (result) {
    return (
      <PaymentResult
        payment={result.payment}
        receiptHref={`/pay/receipts/${result.receiptToken}`}
      />
    );
  }

  async function find(event: FormEvent) {
    event.preventDefault();
    if (!reference.trim()) {
      setErrors({ reference: 'pay:errors.reference' });
      return;
    }
    setFinding(true);
    setErrors({});
    setFormError(null);
    try {
      setCharge(await lookupCharge(reference.trim()));
    } catch (err) {
      const placed = placeError(err, 'card');
      setErrors(placed.fields);
      setFormError(placed.form);
    } finally {
      setFinding(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        noValidate
        onSubmit={(e) => void find(e)}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start md:p-6"
        aria-label={t('visitor.findTitle')}
      >
        <TextField
          className="flex-1"
          label={t('visitor.reference')}
          name="reference"
          placeholder="INV-2026-000123"
          autoCapitalize="characters"
          required
          disabled={finding}
          value={reference}
          onChange={(e) => {
            setReference(e.target.value);
            setCharge(null);
          }}
          error={text(errors.reference)}
          hint={t('visitor.referenceHint')}
        />
        <button
          type="submit"
          disabled={finding}
          className="rounded-lg border border-ocean px-4 py-2.5 text-sm font-semibold text-ocean hover:bg-ocean/5 disabled:opacity-70 sm:mt-[3.25rem]"
        >
          {finding ? t('visitor.finding') : t('visitor.find')}
        </button>
      </form>
      {!charge && <FormError message={text(formError ?? undefined)} />}
      {charge && <VisitorPayForm key={charge.reference} charge={charge} onPaid={setResult} />}
    </div>
  );
}

function VisitorPayForm({
  charge,
  onPaid,
}: {
  charge: PayableCharge;
  onPaid: (result: VisitorPaymentResult) => void;
}) {
  const { t } = useTranslation('pay');
  const format = useFormat();
  const text = useErrorText();
  const [email, setEmail] = useState('');
  const [amount, setAmount] = useState(formatPlainAmount(charge.openCents));
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const { errors, formError, paying, pay } = usePayment();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const emailOk = /^\S+@\S+\.\S+$/.test(email.trim());
    await pay({
      amount,
      maxCents: charge.openCents,
      method: 'card',
      card,
      bank: EMPTY_BANK,
      others: emailOk ? {} : { email: 'pay:errors.email' },
      send: async (amountCents, token, key) => {
        const body = { reference: charge.reference, email: email.trim(), amountCents, token };
        onPaid(await payAsVisitor(body, key));
      },
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-start">
      <section
        aria-labelledby="visitor-charge-title"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
        data-testid="visitor-charge"
      >
        <h2 id="visitor-charge-title" className="text-sm font-medium text-slate-600">
          {t('visitor.chargeTitle')}
        </h2>
        <p className="mt-1 font-mono text-sm text-slate-500">{charge.reference}</p>
        <p className="mt-2 text-lg font-semibold text-slate-900">{charge.description}</p>
        <p className="text-sm text-slate-600">
          {t('resident.dueOn', { date: format.day(charge.dueDate) })}
        </p>
        <p className="mt-3 text-sm text-slate-600">{t('visitor.open')}</p>
        <p className="text-3xl font-semibold tabular-nums text-navy" data-testid="visitor-open">
          {format.money(charge.openCents, LEDGER_CURRENCY)}
        </p>
      </section>
      <PayForm
        title={t('visitor.formTitle')}
        onSubmit={submit}
        paying={paying}
        formError={formError}
        total={{
          amountCents: parseMoney(amount),
          method: 'card',
          feeBasisPoints: charge.cardFeeBasisPoints,
        }}
      >
        <TextField
          label={t('visitor.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={paying}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={text(errors.email)}
          hint={t('visitor.emailHint')}
        />
        <AmountField
          value={amount}
          onChange={setAmount}
          disabled={paying}
          error={errors.amount}
          hint={t('visitor.amountHint', {
            amount: format.money(charge.openCents, LEDGER_CURRENCY),
          })}
        />
        <CardFields value={card} onChange={setCard} errors={errors} disabled={paying} />
      </PayForm>
    </div>
  );
}
