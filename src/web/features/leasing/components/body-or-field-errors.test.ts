import { describe, expect, it, vi } from 'vitest';
import { ManualChargeSchema, ManualPaymentSchema } from '../../../../shared/schemas/ledger';
import { bodyOrFieldErrors } from './lease-action-form';

const chargeFields = {
  kind: 'kind',
  amountCents: 'amount',
  description: 'description',
  dueDate: 'dueDate',
} as const;

describe('bodyOrFieldErrors', () => {
  it('marks every refused field at once, focusing the first, and sends nothing', () => {
    const setError = vi.fn();
    const body = bodyOrFieldErrors(
      { setError },
      ManualChargeSchema,
      { kind: 'utility', amountCents: 1, description: '   ' },
      chargeFields,
      { amountCents: 'Type an amount in dollars, such as 125.50' },
    );
    expect(body).toBeNull();
    expect(setError.mock.calls).toEqual([
      [
        'description',
        { type: 'validate', message: 'Enter the description' },
        { shouldFocus: true },
      ],
      [
        'amount',
        { type: 'validate', message: 'Type an amount in dollars, such as 125.50' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('asks for the check number the server would ask for', () => {
    const setError = vi.fn();
    const body = bodyOrFieldErrors(
      { setError },
      ManualPaymentSchema,
      { amountCents: 50_000, method: 'check', idempotencyKey: 'office-12345678' },
      { amountCents: 'amount', method: 'method', externalReference: 'externalReference' },
    );
    expect(body).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'externalReference',
      { type: 'validate', message: 'Enter the check or money-order number' },
      { shouldFocus: true },
    );
  });

  it('gives back the parsed body when the schema takes it', () => {
    const setError = vi.fn();
    const body = bodyOrFieldErrors(
      { setError },
      ManualChargeSchema,
      { kind: 'utility', amountCents: 4_250, description: ' Water, October ' },
      chargeFields,
    );
    expect(body).toEqual({ kind: 'utility', amountCents: 4_250, description: 'Water, October' });
    expect(setError).not.toHaveBeenCalled();
  });
});
