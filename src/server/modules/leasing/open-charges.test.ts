import { describe, expect, it } from 'vitest';
import { openCharges } from './balance';
import { targetedFirst } from './open-charges';

const charge = (id: string, amountCents: number, dueDate: string) => ({
  id,
  amountCents,
  dueDate,
  reference: `INV-2026-${id.padStart(6, '0')}`,
});

describe('targetedFirst', () => {
  const charges = [charge('1', 100_000, '2026-05-01'), charge('2', 5_000, '2026-05-10')];

  it('lets a payment by reference close its own charge, not the oldest', () => {
    const open = openCharges(
      ...targetedFirst(charges, [{ amountCents: 5_000, paidChargeId: '2' }]),
    );
    expect(open.map((c) => [c.id, c.openCents])).toEqual([['1', 100_000]]);
  });

  it('spends what exceeds the charge, and untargeted payments, on the oldest first', () => {
    const open = openCharges(
      ...targetedFirst(charges, [
        { amountCents: 6_000, paidChargeId: '2' },
        { amountCents: 4_000, paidChargeId: null },
      ]),
    );
    expect(open.map((c) => [c.id, c.openCents])).toEqual([['1', 95_000]]);
  });

  it('is the plain oldest-first rule without payments by reference', () => {
    const paid = [{ amountCents: 100_000, paidChargeId: null }];
    expect(openCharges(...targetedFirst(charges, paid))).toEqual(openCharges(charges, 100_000));
  });
});
