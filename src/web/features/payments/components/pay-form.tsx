import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { useErrorText } from '../lib/use-error-text';
import { PaymentTotal } from './payment-total';

/**
 * The payment form of a resident and a visitor alike: its title, the payer's fields, the total
 * with the card fee, a refusal for the whole form, Pay, and the word on security.
 */
export function PayForm({
  title,
  onSubmit,
  paying,
  formError,
  total,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  paying: boolean;
  formError: string | null;
  total: Parameters<typeof PaymentTotal>[0];
  children: ReactNode;
}) {
  const { t } = useTranslation('pay');
  const text = useErrorText();
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-6"
      aria-label={title}
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
      <PaymentTotal {...total} />
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
  );
}

/** The amount to pay, in dollars as typed; `hint` says what is open. */
export function AmountField({
  value,
  onChange,
  disabled,
  error,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | undefined;
  hint: string;
}) {
  const { t } = useTranslation('pay');
  const text = useErrorText();
  return (
    <TextField
      label={t('amount.label')}
      name="amount"
      inputMode="decimal"
      required
      disabled={disabled}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={text(error)}
      hint={hint}
    />
  );
}
