import { describe, expect, it } from 'vitest';
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
