import type { BankInput, CardInput } from './tokenize';
import { parseExpiry } from './tokenize';

export type MethodProblems = Partial<
  Record<'number' | 'expiry' | 'cvc' | 'routingNumber' | 'accountNumber', string>
>;

const digits = (text: string) => text.replace(/[\s-]/g, '');

/**
 * What is missing or malformed in a card or account before it goes to the processor, as the
 * pay feature's message keys, every field at once: the processor then only has to judge the card
 * itself (a test card, a decline), and an empty form is never answered one field at a time.
 */
export function methodProblems(
  method: 'card' | 'ach',
  card: CardInput,
  bank: BankInput,
): MethodProblems {
  const problems: MethodProblems = {};
  if (method === 'card') {
    if (!/^[0-9]{12,19}$/.test(digits(card.number))) problems.number = 'pay:errors.cardNumber';
    if (!parseExpiry(card.expiry)) problems.expiry = 'pay:errors.expiry';
    if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) problems.cvc = 'pay:errors.cvc';
  } else {
    if (!/^[0-9]{9}$/.test(digits(bank.routingNumber))) {
      problems.routingNumber = 'pay:errors.routingNumber';
    }
    if (!/^[0-9]{4,17}$/.test(digits(bank.accountNumber))) {
      problems.accountNumber = 'pay:errors.accountNumber';
    }
  }
  return problems;
}
