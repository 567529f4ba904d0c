import { describe, expect, it } from 'vitest';
import { isTodayOrEarlier } from './calendar-day';

describe('isTodayOrEarlier', () => {
  it('compares the day with today', () => {
    const today = new Date(2026, 10, 22, 9, 0);
    expect(isTodayOrEarlier('2026-11-21', today)).toBe(true);
    expect(isTodayOrEarlier('2026-11-22', today)).toBe(true);
    expect(isTodayOrEarlier('2026-11-23', today)).toBe(false);
  });
});
