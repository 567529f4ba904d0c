import { describe, expect, it } from 'vitest';
import { allocate, ownerAvailable } from './payouts.service';

describe('what an owner may be paid', () => {
  it('is funds held less reserves, bills owed and unsettled payments, never below zero', () => {
    // Funds of $1,000 after a $200 bill's expense: the trust holds $1,200, $200 of it for the bill.
    const base = { fundsCents: 100_000, payablesCents: 20_000, reserveCents: 0, unsettledCents: 0 };
    expect(ownerAvailable(base)).toBe(100_000);
    expect(ownerAvailable({ ...base, reserveCents: 30_000 })).toBe(70_000);
    expect(ownerAvailable({ ...base, reserveCents: 30_000, unsettledCents: 5_000 })).toBe(65_000);
    expect(ownerAvailable({ ...base, reserveCents: 150_000 })).toBe(0);
    expect(ownerAvailable({ ...base, fundsCents: -5_000 })).toBe(0);
  });

  it('shares the payout among the properties that hold it, never more than each gives', () => {
    const parts = [
      { propertyId: 'a', cents: 30_000 },
      { propertyId: 'b', cents: -10_000 },
      { propertyId: 'c', cents: 50_000 },
      { propertyId: null, cents: 5_000 },
    ];
    expect(allocate(parts, 60_000)).toEqual([
      { propertyId: 'a', cents: 30_000 },
      { propertyId: 'c', cents: 30_000 },
    ]);
    expect(allocate(parts, 85_000)).toEqual([
      { propertyId: 'a', cents: 30_000 },
      { propertyId: 'c', cents: 50_000 },
      { propertyId: null, cents: 5_000 },
    ]);
    expect(allocate(parts, 0)).toEqual([]);
    // Never more than the parts hold, whatever is asked.
    expect(allocate(parts, 1_000_000).reduce((s, p) => s + p.cents, 0)).toBe(85_000);
  });
});
