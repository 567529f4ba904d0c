import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/ui/form-field';
import type { BankInput, CardInput } from '../lib/tokenize';
import { useErrorText } from '../lib/use-error-text';

export type Errors = Record<string, string | undefined>;

/** The card as the processor's form would take it; the number never leaves for our API. */
export function CardFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: CardInput;
  onChange: (next: CardInput) => void;
  errors: Errors;
  disabled: boolean;
}) {
  const { t } = useTranslation('pay');
  const text = useErrorText();
  return (
    // The number on a row of its own: its test-mode hint would push its box below the other two.
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={t('card.number')}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          disabled={disabled}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
          error={text(errors.number)}
          hint={t('card.sandboxHint')}
        />
      </div>
      <TextField
        label={t('card.expiry')}
        name="cardExpiry"
        placeholder={t('card.expiryPlaceholder')}
        autoComplete="cc-exp"
        required
        disabled={disabled}
        value={value.expiry}
        onChange={(e) => onChange({ ...value, expiry: e.target.value })}
        error={text(errors.expiry)}
      />
      <TextField
        label={t('card.cvc')}
        name="cardCvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        required
        disabled={disabled}
        value={value.cvc}
        onChange={(e) => onChange({ ...value, cvc: e.target.value })}
        error={text(errors.cvc)}
      />
    </div>
  );
}

export function BankFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: BankInput;
  onChange: (next: BankInput) => void;
  errors: Errors;
  disabled: boolean;
}) {
  const { t } = useTranslation('pay');
  const text = useErrorText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('bank.routing')}
        name="routingNumber"
        inputMode="numeric"
        required
        disabled={disabled}
        value={value.routingNumber}
        onChange={(e) => onChange({ ...value, routingNumber: e.target.value })}
        error={text(errors.routingNumber)}
        hint={t('bank.sandboxHint')}
      />
      <TextField
        label={t('bank.account')}
        name="accountNumber"
        inputMode="numeric"
        required
        disabled={disabled}
        value={value.accountNumber}
        onChange={(e) => onChange({ ...value, accountNumber: e.target.value })}
        error={text(errors.accountNumber)}
      />
    </div>
  );
}
