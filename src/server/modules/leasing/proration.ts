import { daysBetween, daysInPeriod } from '../../lib/calendar';

/**
 * Rent for part of a month: the monthly rent × the days the lease covers ÷ the days in that
 * month, rounded to the nearest cent (half a cent rounds up). A whole month is exactly the rent.
 */
export function proratedRentCents(
  monthlyRentCents: number,
  daysCovered: number,
  daysInMonth: number,
): number {
  if (daysCovered >= daysInMonth) return monthlyRentCents;
  return Math.round((monthlyRentCents * daysCovered) / daysInMonth);
}

/** The rent for the days `from` to `to` (both included) of one month. */
export function rentForDays(monthlyRentCents: number, period: string, from: string, to: string) {
  const covered = daysBetween(from, to) + 1;
  return proratedRentCents(monthlyRentCents, covered, daysInPeriod(period));
}
