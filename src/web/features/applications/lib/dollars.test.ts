import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollarsToCents, firstOfNextMonth, termEnd } from './dollars';

describe('approval form amounts and dates', () => {
  it('reads dollars as cents without floats', () => {
    expect(dollarsToCents('$2,450.5')).toBe(245_050);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('12a')).toBeNull();
    expect(centsToDollarsText(245_000)).toBe('2450.00');
  });

  it('starts next month and ends the day before the anniversary', () => {
    expect(firstOfNextMonth(new Date('2026-11-23T12:00:00Z'))).toBe('2026-12-01');
    expect(firstOfNextMonth(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(termEnd('2026-03-01', 12)).toBe('2027-02-28');
    expect(termEnd('2027-12-01', 12)).toBe('2028-11-30');
  });
});
