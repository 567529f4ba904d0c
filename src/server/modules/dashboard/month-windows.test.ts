import { describe, expect, it } from 'vitest';
import { monthWindows } from './month-windows';

describe('monthWindows', () => {
  it('gives the 12 months ending with the current one, oldest first, across a new year', () => {
    const windows = monthWindows('2026-02-14', 'America/New_York');
    expect(windows.map((w) => w.period)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(windows[9]).toMatchObject({ firstDay: '2025-12-01', nextFirstDay: '2026-01-01' });
  });

  it('bounds each month by local midnights, through both daylight-saving changes', () => {
    const byPeriod = Object.fromEntries(
      monthWindows('2026-11-23', 'America/New_York').map((w) => [w.period, w]),
    );
    // Winter months start at 05:00 UTC, summer ones at 04:00 UTC.
    expect(byPeriod['2026-03']!.startsAt.toISOString()).toBe('2026-03-01T05:00:00.000Z');
    // March loses an hour on the 8th: it ends at the first local midnight of April (EDT).
    expect(byPeriod['2026-03']!.endsAt.toISOString()).toBe('2026-04-01T04:00:00.000Z');
    // Clocks go back at 02:00 on 1 November: that day's midnight is still EDT.
    expect(byPeriod['2026-11']!.startsAt.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(byPeriod['2026-11']!.endsAt.toISOString()).toBe('2026-12-01T05:00:00.000Z');
    // Months tile time: each one ends where the next begins.
    const windows = monthWindows('2026-11-23', 'America/New_York');
    for (let i = 1; i < windows.length; i++) {
      expect(windows[i]!.startsAt.getTime()).toBe(windows[i - 1]!.endsAt.getTime());
    }
  });

  it('uses the company zone, not UTC: a payment at 00:30 local on the 1st is the new month', () => {
    const [april] = monthWindows('2026-04-10', 'America/New_York', 1);
    const paidAt = new Date('2026-04-01T04:30:00Z'); // 00:30 EDT on 1 April
    expect(paidAt >= april!.startsAt && paidAt < april!.endsAt).toBe(true);
    const lateMarch = new Date('2026-04-01T03:30:00Z'); // 23:30 EDT on 31 March
    expect(lateMarch < april!.startsAt).toBe(true);
    const [tokyo] = monthWindows('2026-04-10', 'Asia/Tokyo', 1);
    expect(tokyo!.startsAt.toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });
});
