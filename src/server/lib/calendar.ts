/**
 * Calendar days and months as the company sees them. Dates are ISO strings (`2026-03-31`),
 * periods are months (`2026-03`); string order is date order. Instants become days in the
 * company's time zone, never the server's.
 */

import { zoneClock, zoneOffsetMs } from '../../shared/zone-clock';

const DAY_MS = 86_400_000;

/** The calendar day an instant falls on in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  const p = zoneClock(at, timeZone);
  return toIsoDate(Date.UTC(p.year, p.month - 1, p.day));
}

/** The instant a local day begins (midnight there; correct across daylight-saving changes). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return localInstant(date, '00:00', timeZone);
}

/** The instant the zone's clocks show `time` (HH:MM) on `date`. */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const [h, m] = time.split(':').map(Number);
  const wall = parseDate(date) + (h! * 60 + m!) * 60_000;
  let guess = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Once more with the offset in force at the first guess: they differ only near a DST change.
  guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function parseDate(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function toIsoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return toIsoDate(parseDate(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseDate(to) - parseDate(from)) / DAY_MS);
}

export function periodOf(date: string): string {
  return date.slice(0, 7);
}

export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, '0')}`;
}

export function daysInPeriod(period: string): number {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0)).getUTCDate();
}

export function firstDay(period: string): string {
  return `${period}-01`;
}

export function lastDay(period: string): string {
  return `${period}-${String(daysInPeriod(period)).padStart(2, '0')}`;
}

/** The given day of a period; the due day is at most 28, so every month has it. */
export function dayOf(period: string, day: number): string {
  return `${period}-${String(day).padStart(2, '0')}`;
}

export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);
