import {
  isAccountNumber,
  isCardNumber,
  isRoutingNumber,
  isSecurityCode,
} from '../../../../shared/payment-method-format';
import type { BankInput, CardInput } from './tokenize';
import { parseExpiry } from './tokenize';

export type MethodProblems = Partial<
  Record<'number' | 'expiry' | 'cvc' | 'routingNumber' | 'accountNumber', string>
>;

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
    if (!isCardNumber(card.number)) problems.number = 'pay:errors.cardNumber';
    if (!parseExpiry(card.expiry)) problems.expiry = 'pay:errors.expiry';
    if (!isSecurityCode(card.cvc)) problems.cvc = 'pay:errors.cvc';
  } else {
    if (!isRoutingNumber(bank.routingNumber)) problems.routingNumber = 'pay:errors.routingNumber';
    if (!isAccountNumber(bank.accountNumber)) problems.accountNumber = 'pay:errors.accountNumber';
  }
  return problems;
}
