import { describe, expect, it } from 'vitest';
import { managementFeeCents, propertyLine, statementTotals } from './statement-figures';

const percent = (bp: number) => ({
  name: 'P',
  percentOfRentBasisPoints: bp,
  monthlyFeeCents: null,
});
const flat = (cents: number) => ({
  name: 'F',
  percentOfRentBasisPoints: null,
  monthlyFeeCents: cents,
});

const month = {
  propertyId: '00000000-0000-4000-8000-000000000001',
  propertyName: 'Bayview',
  addressLine: '1 Bay Rd',
  city: 'Miami',
  expenses: [],
  depositsHeldCents: 0,
};

describe('managementFeeCents', () => {
  it('takes the plan share of what was collected, to the nearest cent', () => {
    expect(managementFeeCents(percent(800), 250_000)).toBe(20_000);
    // 8 % of $1,250.05 is $100.004: rounds down to $100.00.
    expect(managementFeeCents(percent(800), 125_005)).toBe(10_000);
    // 10 % of $0.05 is half a cent: rounds up.
    expect(managementFeeCents(percent(1000), 5)).toBe(1);
    // 10 % of $0.04 is 0.4 cent: rounds down.
    expect(managementFeeCents(percent(1000), 4)).toBe(0);
    // 8.5 % of $1,999.99 is $169.99915: rounds up to $170.00.
    expect(managementFeeCents(percent(850), 199_999)).toBe(17_000);
  });

  it('charges no fee on a month whose reversals exceed its payments, nor without a plan', () => {
    expect(managementFeeCents(percent(800), -40_000)).toBe(0);
    expect(managementFeeCents(percent(800), 0)).toBe(0);
    expect(managementFeeCents(null, 250_000)).toBe(0);
  });

  it('charges a flat plan its monthly fee whatever was collected', () => {
    expect(managementFeeCents(flat(89_500), 0)).toBe(89_500);
    expect(managementFeeCents(flat(89_500), 310_000)).toBe(89_500);
  });
});

describe('propertyLine and statementTotals', () => {
  it('nets payments less reversals, the fee and the expenses', () => {
    const line = propertyLine({
      ...month,
      plan: percent(1000),
      paymentsCents: 300_000,
      reversalsCents: 50_000,
      expenses: [
        { date: '2026-10-04', description: 'Plumber', reference: 'WO-1', amountCents: 12_345 },
      ],
    });
    expect(line).toMatchObject({
      collectedCents: 250_000,
      managementFeeCents: 25_000,
      expensesCents: 12_345,
      netCents: 212_655,
    });
    const other = propertyLine({
      ...month,
      plan: flat(5_000),
      paymentsCents: 0,
      reversalsCents: 0,
    });
    expect(other.netCents).toBe(-5_000);
    expect(statementTotals([line, other])).toEqual({
      collectedCents: 250_000,
      managementFeeCents: 30_000,
      expensesCents: 12_345,
      netCents: 207_655,
    });
    expect(statementTotals([])).toEqual({
      collectedCents: 0,
      managementFeeCents: 0,
      expensesCents: 0,
      netCents: 0,
    });
  });
});
