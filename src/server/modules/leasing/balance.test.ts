import { describe, expect, it } from 'vitest';
import { balanceCents, openCharges, withRunningBalance } from './balance';

describe('balance', () => {
  it('is the charges less every payment that did not fail', () => {
    const charges = [{ amountCents: 250_000 }, { amountCents: 7_500 }, { amountCents: -2_500 }];
    expect(
      balanceCents(charges, [
        { amountCents: 100_000, status: 'succeeded' },
        { amountCents: 50_000, status: 'pending' },
        { amountCents: 255_000, status: 'failed' },
      ]),
    ).toBe(105_000);
    // A returned payment still counts; the reversal charge puts the money back.
    expect(
      balanceCents(
        [...charges, { amountCents: 100_000 }],
        [{ amountCents: 100_000, status: 'returned' }],
      ),
    ).toBe(255_000);
  });

  it('runs a balance, charges before payments on the same day', () => {
    const lines = withRunningBalance([
      { kind: 'payment', id: 'p1', date: '2026-03-01', effectCents: -250_000 },
      { kind: 'charge', id: 'c2', date: '2026-04-01', effectCents: 250_000 },
      { kind: 'charge', id: 'c1', date: '2026-03-01', effectCents: 250_000 },
    ] as const);
    expect(lines.map((l) => [l.id, l.balanceCents])).toEqual([
      ['c1', 250_000],
      ['p1', 0],
      ['c2', 250_000],
    ]);
  });

  it('puts a reversal after the payment it puts back, on the same day', () => {
    const lines = withRunningBalance([
      { kind: 'charge', id: 'rent', date: '2026-03-01', effectCents: 250_000 },
      {
        kind: 'charge',
        id: 'back',
        date: '2026-03-09',
        effectCents: 50_000,
        reversesPayment: true,
      },
      { kind: 'payment', id: 'check', date: '2026-03-09', effectCents: -50_000 },
    ]);
    expect(lines.map((l) => [l.id, l.balanceCents])).toEqual([
      ['rent', 250_000],
      ['check', 200_000],
      ['back', 250_000],
    ]);
  });
});

describe('openCharges', () => {
  const c = (reference: string, dueDate: string, amountCents: number) => ({
    reference,
    dueDate,
    amountCents,
  });

  it('settles the oldest charges first with payments and credits', () => {
    const charges = [
      c('INV-3', '2026-03-01', 250_000),
      c('INV-1', '2026-02-01', 250_000),
      c('INV-2', '2026-02-07', 7_500),
      c('INV-4', '2026-03-02', -5_000),
    ];
    expect(openCharges(charges, 250_000).map((o) => [o.reference, o.openCents])).toEqual([
      ['INV-2', 2_500],
      ['INV-3', 250_000],
    ]);
    expect(openCharges(charges, 600_000)).toEqual([]);
  });
});
