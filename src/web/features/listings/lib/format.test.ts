import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, isAvailableNow } from './format';

describe('formatMoney', () => {
  it('shows whole dollars in either language', () => {
    expect(formatMoney(460_000, 'USD', 'en')).toBe('$4,600');
    expect(formatMoney(485_000_000, 'USD', 'en')).toBe('$4,850,000');
    expect(formatMoney(460_000, 'USD', 'es')).toMatch(/4,600/);
  });
});

describe('formatDay', () => {
  it('shows the calendar day whatever the time zone', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatDay('2026-12-01', 'es')).toMatch(/1 de diciembre de 2026/);
  });
});

describe('isAvailableNow', () => {
  it('compares the day with today', () => {
    const today = new Date(2026, 10, 22, 9, 0);
    expect(isAvailableNow('2026-11-22', today)).toBe(true);
    expect(isAvailableNow('2026-11-23', today)).toBe(false);
    expect(isAvailableNow(null, today)).toBe(true);
  });
});
