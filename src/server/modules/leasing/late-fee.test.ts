import { describe, expect, it } from 'vitest';
import { balanceCents, withRunningBalance } from './balance';
import { lateFeeCents, lateFeeDate, lateFeeOwed, lastGraceDay } from './late-fee';

const flat = { graceDays: 5, flatCents: 7_500, percentBasisPoints: null, capCents: null };
const percent = { graceDays: 3, flatCents: null, percentBasisPoints: 500, capCents: 10_000 };
const none = { graceDays: 5, flatCents: null, percentBasisPoints: null, capCents: null };

describe('late fee', () => {
  it('is flat, or a percentage of the rent up to the cap', () => {
    expect(lateFeeCents(flat, 250_000)).toBe(7_500);
    expect(lateFeeCents(percent, 150_000)).toBe(7_500);
    expect(lateFeeCents(percent, 400_000)).toBe(10_000);
    expect(lateFeeCents({ ...flat, capCents: 5_000 }, 250_000)).toBe(5_000);
    expect(lateFeeCents(none, 250_000)).toBe(0);
  });

  it('falls the day after the grace days', () => {
    expect(lastGraceDay('2026-03-01', flat)).toBe('2026-03-06');
    expect(lateFeeDate('2026-03-01', flat)).toBe('2026-03-07');
    expect(lateFeeDate('2026-02-28', percent)).toBe('2026-03-04');
  });

  it('is owed only when rent was still unpaid after the grace days', () => {
    expect(lateFeeOwed(flat, 250_000, 250_000)).toBe(7_500);
    expect(lateFeeOwed(flat, 250_000, 1)).toBe(7_500);
    expect(lateFeeOwed(flat, 250_000, 0)).toBe(0);
    expect(lateFeeOwed(flat, 250_000, -5_000)).toBe(0);
    expect(lateFeeOwed(none, 250_000, 250_000)).toBe(0);
  });
});

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
});
