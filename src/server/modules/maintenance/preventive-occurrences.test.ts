import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween } from './preventive-occurrences';

const filters = {
  repeat: 'interval' as const,
  intervalDays: 90,
  month: null,
  day: null,
  startDate: '2026-01-10',
};
const shutters = {
  repeat: 'yearly' as const,
  intervalDays: null,
  month: 5,
  day: 1,
  startDate: '2026-01-01',
};

describe('preventive occurrences', () => {
  it('steps every N days from the start day', () => {
    expect(occurrencesBetween(filters, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-10',
      '2026-04-10',
      '2026-07-09',
      '2026-10-07',
    ]);
  });

  it('finds only the days inside the window, both ends included', () => {
    expect(occurrencesBetween(filters, '2026-04-10', '2026-07-09')).toEqual([
      '2026-04-10',
      '2026-07-09',
    ]);
    expect(occurrencesBetween(filters, '2026-04-11', '2026-07-08')).toEqual([]);
  });

  it('falls on the same month and day each year, never before the start', () => {
    expect(occurrencesBetween(shutters, '2025-01-01', '2028-01-01')).toEqual([
      '2026-05-01',
      '2027-05-01',
    ]);
  });

  it('names the next day on or after today', () => {
    expect(nextOccurrence(shutters, '2026-05-01')).toBe('2026-05-01');
    expect(nextOccurrence(shutters, '2026-05-02')).toBe('2027-05-01');
    expect(nextOccurrence(filters, '2026-11-24')).toBe('2027-01-05');
  });
});
