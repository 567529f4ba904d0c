import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { parseExpiry, PaymentAttempt } from './tokenize';

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
  });
  it('refuses what is not a month and year', () => {
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});

describe('PaymentAttempt', () => {
  it('reuses the key after a lost answer and makes a new one after a decision', () => {
    const attempt = new PaymentAttempt();
    const first = attempt.keyForSubmit();
    expect(attempt.keyForSubmit()).toBe(first);
    attempt.settle(new ApiError(0, null));
    expect(attempt.keyForSubmit()).toBe(first);
    attempt.settle(new ApiError(503, null));
    expect(attempt.keyForSubmit()).toBe(first);
    attempt.settle(new ApiError(402, { error: 'payment_failed', message: 'Declined' }));
    const second = attempt.keyForSubmit();
    expect(second).not.toBe(first);
    attempt.settle(null);
    expect(attempt.keyForSubmit()).not.toBe(second);
  });
});
