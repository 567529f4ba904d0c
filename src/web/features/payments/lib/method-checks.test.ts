import { describe, expect, it } from 'vitest';
import { methodProblems } from './method-checks';

const noBank = { routingNumber: '', accountNumber: '' };
const noCard = { number: '', expiry: '', cvc: '' };

describe('methodProblems', () => {
  it('names every empty card field at once', () => {
    expect(methodProblems('card', noCard, noBank)).toEqual({
      number: 'pay:errors.cardNumber',
      expiry: 'pay:errors.expiry',
      cvc: 'pay:errors.cvc',
    });
  });

  it('leaves a well-formed card to the processor, whichever card it is', () => {
    const card = { number: '4000 0000 0000 0002', expiry: '04/31', cvc: '123' };
    expect(methodProblems('card', card, noBank)).toEqual({});
  });

  it('names a bank account’s empty routing and account numbers', () => {
    expect(methodProblems('ach', noCard, noBank)).toEqual({
      routingNumber: 'pay:errors.routingNumber',
      accountNumber: 'pay:errors.accountNumber',
    });
    expect(
      methodProblems('ach', noCard, { routingNumber: '110000000', accountNumber: '000123456789' }),
    ).toEqual({});
  });
});
