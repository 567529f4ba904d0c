import { describe, expect, it } from 'vitest';
import { firstOfNextMonth, termEnd } from './lease-dates';

describe('approval form dates', () => {
  it('starts next month and ends the day before the anniversary', () => {
    expect(firstOfNextMonth(new Date('2026-11-23T12:00:00Z'))).toBe('2026-12-01');
    expect(firstOfNextMonth(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
    expect(termEnd('2026-03-01', 12)).toBe('2027-02-28');
    expect(termEnd('2027-12-01', 12)).toBe('2028-11-30');
  });
});
