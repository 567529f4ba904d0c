import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/ui/form-field';
import type { BankInput, CardInput } from '../lib/tokenize';
import { useErrorText } from '../lib/use-error-text';

export type Errors = Record<string, string | undefined>;

interface MethodProps<Input> {
  value: Input;
  onChange: (next: Input) => void;
  errors: Errors;
  disabled: boolean;
}

/** Wires a required box to one part of the card or account: its value, its change, its error. */
function useMethodBinding<Input extends CardInput | BankInput>({
  value,
  onChange,
  errors,
  disabled,
}: MethodProps<Input>) {
  const text = useErrorText();
  return (part: keyof Input & string) => ({
    required: true,
    disabled,
    value: value[part] as string,
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [part]: e.target.value }),
    error: text(errors[part]),
  });
}

/** The card as the processor's form would take it; the number never leaves for our API. */
export function CardFields(props: MethodProps<CardInput>) {
  const { t } = useTranslation('pay');
  const bind = useMethodBinding(props);
  return (
    // The number on a row of its own: its test-mode hint would push its box below the other two.
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          label={t('card.number')}
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          {...bind('number')}
          hint={t('card.sandboxHint')}
        />
      </div>
      <TextField
        label={t('card.expiry')}
        name="cardExpiry"
        placeholder={t('card.expiryPlaceholder')}
        autoComplete="cc-exp"
        {...bind('expiry')}
      />
      <TextField
        label={t('card.cvc')}
        name="cardCvc"
        inputMode="numeric"
        autoComplete="cc-csc"
        {...bind('cvc')}
      />
    </div>
  );
}

export function BankFields(props: MethodProps<BankInput>) {
  const { t } = useTranslation('pay');
  const bind = useMethodBinding(props);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('bank.routing')}
        name="routingNumber"
        inputMode="numeric"
        {...bind('routingNumber')}
        hint={t('bank.sandboxHint')}
      />
      <TextField
        label={t('bank.account')}
        name="accountNumber"
        inputMode="numeric"
        {...bind('accountNumber')}
      />
    </div>
  );
}
