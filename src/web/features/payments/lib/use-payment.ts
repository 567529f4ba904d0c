import { useRef, useState } from 'react';
import { methodProblems } from './method-checks';
import { checkAmount, placeError, tokenFor, type FieldErrors } from './submit-payment';
import { PaymentAttempt, type BankInput, type CardInput } from './tokenize';

/** One press of Pay: what was typed, and how the payment is sent once the method has a token. */
export interface PayPress {
  amount: string;
  maxCents: number;
  method: 'card' | 'ach';
  card: CardInput;
  bank: BankInput;
  /** Problems of the form's other fields (the visitor's email), checked with the rest. */
  others?: FieldErrors;
  send: (amountCents: number, token: string, idempotencyKey: string) => Promise<void>;
  /** After a refusal: the balance may have moved meanwhile. */
  refused?: () => void;
}

/**
 * Paying, the same for a resident and a visitor: every field checked at once before anything is
 * sent, the method tokenized, the payment sent under one idempotency key per attempt, and a
 * refusal placed at its field or over the form.
 */
export function usePayment() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const attempt = useRef(new PaymentAttempt());

  async function pay({ amount, maxCents, method, card, bank, others, send, refused }: PayPress) {
    if (paying) return;
    const checked = checkAmount(amount, maxCents);
    const problems: FieldErrors = { ...methodProblems(method, card, bank) };
    if ('error' in checked) problems.amount = checked.error;
    Object.assign(problems, others);
    if ('error' in checked || Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setFormError(null);
    setPaying(true);
    try {
      const token = await tokenFor(method, card, bank);
      await send(checked.cents, token.token, attempt.current.keyForSubmit());
      attempt.current.settle(null);
    } catch (err) {
      attempt.current.settle(err);
      const placed = placeError(err, method);
      setErrors(placed.fields);
      setFormError(placed.form);
      refused?.();
    } finally {
      setPaying(false);
    }
  }

  return { errors, formError, paying, pay };
}
