import { describe, expect, it } from 'vitest';
import {
  formatMonth,
  formatDay,
  formatInstant,
  formatNumber,
  formatPercent,
  formatTime,
  todayIn,
} from './format';
import { localeFor } from '../../shared/locale';

// Intl separates some parts with narrow no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('localeFor', () => {
  it('maps the interface language to its United States locale', () => {
    expect(localeFor('en')).toBe('en-US');
    expect(localeFor('es')).toBe('es-US');
    expect(localeFor('es-MX')).toBe('es-US');
    expect(localeFor(undefined)).toBe('en-US');
  });
});

describe('formatNumber and formatPercent', () => {
  it('formats in the reader\u2019s language', () => {
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(1450, 'es')).toBe('1,450');
    expect(formatPercent(800, 'en')).toBe('8%');
    expect(formatPercent(750, 'en')).toBe('7.5%');
    expect(plain(formatPercent(1000, 'es'))).toMatch(/^10 ?%$/);
  });
});

describe('formatInstant: UTC stored, shown in the company time zone', () => {
  // 2025-03-09: New York moves from EST (UTC-5) to EDT (UTC-4) at 02:00 local time.
  it('shows New York time on both sides of the spring-forward change', () => {
    expect(plain(formatInstant('2025-03-09T06:30:00Z', 'en'))).toBe('Mar 9, 2025, 1:30 AM');
    expect(plain(formatInstant('2025-03-09T07:30:00Z', 'en'))).toBe('Mar 9, 2025, 3:30 AM');
  });

  it('puts a late-evening UTC instant on the New York calendar day', () => {
    expect(formatInstant('2025-11-03T02:00:00Z', 'en', { withTime: false })).toBe('Nov 2, 2025');
  });

  it('writes Spanish dates and times', () => {
    expect(plain(formatInstant('2025-03-09T07:30:00Z', 'es'))).toMatch(
      /^9 mar 2025, 3:30 a\. ?m\.$/,
    );
  });

  it('honours a configured zone, and falls back to the company zone for an unknown one', () => {
    expect(
      plain(formatInstant('2025-01-01T17:30:00Z', 'en', { timeZone: 'America/Chicago' })),
    ).toBe('Jan 1, 2025, 11:30 AM');
    expect(plain(formatInstant('2025-01-01T17:30:00Z', 'en', { timeZone: 'Mars/Olympus' }))).toBe(
      'Jan 1, 2025, 12:30 PM',
    );
  });

  it('shows an unreadable value as given', () => {
    expect(formatInstant('not a date', 'en')).toBe('not a date');
  });
});

describe('formatTime and formatDay', () => {
  it('shows a clock time in New York', () => {
    expect(plain(formatTime(new Date('2025-07-01T19:05:00Z'), 'en'))).toBe('3:05 PM');
  });

  it('shows a calendar day without a time zone moving it', () => {
    expect(formatDay('2026-12-01', 'en')).toBe('December 1, 2026');
    expect(formatDay('2026-12-01', 'es')).toBe('1 de diciembre de 2026');
    expect(formatDay('2026-09-01', 'en', 'short')).toBe('Sep 1, 2026');
  });
});

describe('formatMonth', () => {
  it('names a ledger period in the reader language, on no time zone', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-01', 'es')).toBe('enero de 2026');
  });
});

describe('todayIn', () => {
  it('is the calendar day in the company’s zone, not the server’s or UTC', () => {
    const lateEvening = new Date('2026-11-28T03:30:00Z'); // 22:30 on the 27th in Miami
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-27');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-28');
  });
});
