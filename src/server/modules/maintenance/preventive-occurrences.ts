import { addDays, daysBetween } from '../../lib/calendar';

export interface Recurrence {
  repeat: 'interval' | 'yearly';
  intervalDays: number | null;
  month: number | null;
  day: number | null;
  /** The first day it may occur (YYYY-MM-DD). */
  startDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The days a schedule falls on from `from` to `to` (both included, company-local days): every
 * `intervalDays` from the start day, or the same month and day each year from the start day on.
 */
export function occurrencesBetween(rule: Recurrence, from: string, to: string): string[] {
  const days: string[] = [];
  if (to < from) return days;
  if (rule.repeat === 'interval') {
    const step = rule.intervalDays ?? 0;
    if (step < 1) return days;
    const first = from <= rule.startDate ? 0 : Math.ceil(daysBetween(rule.startDate, from) / step);
    for (let k = first; ; k++) {
      const day = addDays(rule.startDate, k * step);
      if (day > to) break;
      if (day >= from) days.push(day);
    }
    return days;
  }
  if (rule.month === null || rule.day === null) return days;
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const day = `${year}-${pad(rule.month)}-${pad(rule.day)}`;
    if (day >= from && day <= to && day >= rule.startDate) days.push(day);
  }
  return days;
}

/** The next day on or after `today` the schedule falls on, looking up to two years ahead. */
export function nextOccurrence(rule: Recurrence, today: string): string | null {
  return occurrencesBetween(rule, today, addDays(today, 366 * 2))[0] ?? null;
}
