import { describe, expect, it } from 'vitest';
import { utcToWallClock, wallClockToUtc } from './zoned-time';

const NY = 'America/New_York';

describe('wallClockToUtc', () => {
  it('reads the time in the company zone, in winter and in summer', () => {
    expect(wallClockToUtc({ date: '2026-12-01', time: '09:30' }, NY)).toBe(
      '2026-12-01T14:30:00.000Z',
    );
    expect(wallClockToUtc({ date: '2026-07-04', time: '18:05' }, NY)).toBe(
      '2026-07-04T22:05:00.000Z',
    );
  });

  it('crosses the date line of UTC', () => {
    expect(wallClockToUtc({ date: '2026-11-26', time: '23:15' }, NY)).toBe(
      '2026-11-27T04:15:00.000Z',
    );
  });

  it('moves a time skipped by the spring change an hour later', () => {
    expect(wallClockToUtc({ date: '2026-03-08', time: '02:30' }, NY)).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('is null for an incomplete date or time', () => {
    expect(wallClockToUtc({ date: '', time: '10:00' }, NY)).toBeNull();
    expect(wallClockToUtc({ date: '2026-12-01', time: '' }, NY)).toBeNull();
  });
});

describe('utcToWallClock', () => {
  it('shows an instant as the company clock reads it', () => {
    expect(utcToWallClock('2026-12-01T14:30:00.000Z', NY)).toEqual({
      date: '2026-12-01',
      time: '09:30',
    });
  });

  it('round-trips with wallClockToUtc', () => {
    const iso = '2026-05-20T03:45:00.000Z';
    expect(wallClockToUtc(utcToWallClock(iso, NY), NY)).toBe(iso);
  });
});
