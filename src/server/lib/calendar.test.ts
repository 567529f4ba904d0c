import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysInPeriod,
  localDate,
  nextPeriod,
  startOfLocalDay,
} from './calendar';

const NY = 'America/New_York';

describe('calendar', () => {
  it('reads the day in the company time zone, not UTC', () => {
    // 03:30 UTC on 1 March is still the evening of 28 February in Miami.
    expect(localDate(new Date('2026-03-01T03:30:00Z'), NY)).toBe('2026-02-28');
    expect(localDate(new Date('2026-03-01T05:00:00Z'), NY)).toBe('2026-03-01');
  });

  it('finds local midnight in winter and summer time, and across the changes', () => {
    expect(startOfLocalDay('2026-01-15', NY).toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(startOfLocalDay('2026-07-15', NY).toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(startOfLocalDay('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', NY).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfLocalDay('2026-11-02', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });

  it('does month and day arithmetic across years and leap days', () => {
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2026-09')).toBe('2026-10');
    expect(daysInPeriod('2028-02')).toBe(29);
    expect(daysInPeriod('2026-02')).toBe(28);
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
  });
});
