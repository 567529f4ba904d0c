import { dayOf, nextPeriod, periodOf } from '../../lib/calendar';

/**
 * When autopay charges (decision 0045), as company-local days (YYYY-MM-DD). A month is charged
 * on its due day, or on a later day of the same month when no run happened on the due day (the
 * server was down); never in a later month, and never for a due day that came before the
 * resident turned autopay on (they may have meant to pay that month themselves).
 */
export function autopayPeriodDue(today: string, dueDay: number, enrolledOn: string): string | null {
  const period = periodOf(today);
  const due = dayOf(period, dueDay);
  if (today < due || enrolledOn > due) return null;
  return period;
}

/** The next day autopay will charge the balance, as the resident's panel shows it. */
export function nextAutopayDate(today: string, dueDay: number, enrolledOn: string): string {
  const period = periodOf(today);
  const due = dayOf(period, dueDay);
  return today <= due && enrolledOn <= due ? due : dayOf(nextPeriod(period), dueDay);
}

/** The idempotency key of a lease's autopay charge for a month: one payment, however many runs. */
export const autopayKey = (leaseId: string, period: string) => `autopay:${leaseId}:${period}`;
