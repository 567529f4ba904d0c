import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

const refused = new ApiError(400, {
  error: 'validation',
  message: 'Check the fields',
  fields: { amountCents: 'Too much', memo: 'Too long' },
  codes: { memo: 'too_long' },
});

describe('applyServerErrors', () => {
  it("puts each refused field's code, else its reason, on the form field of that name", () => {
    const setError = vi.fn();
    expect(applyServerErrors(refused, setError, ['memo', 'date'])).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['memo', { type: 'server', message: 'too_long' }, { shouldFocus: true }],
    ]);
  });

  it("maps the API's names to the form's where they differ, focusing only the first", () => {
    const setError = vi.fn();
    expect(
      applyServerErrors(refused, setError, { amountCents: 'amount', memo: 'memo' }),
    ).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['amount', { type: 'server', message: 'Too much' }, { shouldFocus: true }],
      ['memo', { type: 'server', message: 'too_long' }, { shouldFocus: false }],
    ]);
  });

  it('returns the message when no field takes it, and a plain sentence for a non-API failure', () => {
    expect(applyServerErrors(refused, vi.fn(), ['date'])).toBe('Check the fields');
    expect(applyServerErrors(new Error('boom'), vi.fn(), ['date'])).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
