import { ApiError } from '../../../lib/api-error';
import { parseMoneyAboveZero } from '../../../../shared/money';
import {
  tokenizeBank,
  tokenizeCard,
  TokenRefusal,
  type BankInput,
  type CardInput,
  type MethodToken,
} from './tokenize';

export type FieldErrors = Record<string, string | undefined>;

/** The amount typed, checked before anything is sent: whole cents, above 0, within `max`. */
export function checkAmount(text: string, maxCents: number): { cents: number } | { error: string } {
  const typed = parseMoneyAboveZero(text);
  if ('error' in typed) return typed;
  if (typed.cents > maxCents) return { error: 'pay:errors.amountAbove' };
  return typed;
}

export async function tokenFor(
  method: 'card' | 'ach',
  card: CardInput,
  bank: BankInput,
): Promise<MethodToken> {
  return method === 'card' ? tokenizeCard(card) : tokenizeBank(bank);
}

/**
 * Where a refusal shows: the processor's by field, a decline next to the card (or account)
 * number, the API's 400 at its field (amountCents at the amount); anything else for the form.
 */
export function placeError(
  err: unknown,
  method: 'card' | 'ach',
): { fields: FieldErrors; form: string | null } {
  if (err instanceof TokenRefusal) return { fields: err.fields, form: null };
  if (err instanceof ApiError) {
    if (err.code === 'payment_failed') {
      const field = method === 'card' ? 'number' : 'accountNumber';
      return { fields: { [field]: err.message }, form: null };
    }
    if (err.status === 400) {
      const fields: FieldErrors = {};
      if (err.fields.amountCents) fields.amount = err.fields.amountCents;
      if (err.fields.reference) fields.reference = err.fields.reference;
      if (err.fields.email) fields.email = err.fields.email;
      if (err.fields.chargeId) fields.chargeId = err.fields.chargeId;
      if (err.fields.token || err.fields.method) {
        fields[method === 'card' ? 'number' : 'accountNumber'] =
          err.fields.token ?? err.fields.method;
      }
      if (Object.keys(fields).length > 0) return { fields, form: null };
    }
    return { fields: {}, form: err.message };
  }
  return { fields: {}, form: 'pay:errors.unexpected' };
}
