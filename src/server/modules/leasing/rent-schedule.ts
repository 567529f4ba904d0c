import {
  dayOf,
  firstDay,
  lastDay,
  maxDate,
  minDate,
  nextPeriod,
  periodOf,
} from '../../lib/calendar';
import { rentForDays } from './proration';

export interface RentTerms {
  startDate: string;
  /** Null: month-to-month. */
  endDate: string | null;
  monthlyRentCents: number;
  dueDay: number;
}

export interface RentDue {
  period: string;
  dueDate: string;
  amountCents: number;
  /** The days of the month the rent covers, both included. */
  from: string;
  to: string;
}

/**
 * Every month's rent a lease owes, due on or before `today`. A month the lease covers only in part
 * is prorated. Rent is due on the due day, but never before the lease starts (a lease starting on
 * the 15th with rent due on the 1st owes its first, partial month on the 15th) nor after it ends.
 */
export function rentDueThrough(terms: RentTerms, today: string): RentDue[] {
  const due: RentDue[] = [];
  const lastCovered = terms.endDate ? minDate(terms.endDate, today) : today;
  for (let period = periodOf(terms.startDate); period <= periodOf(lastCovered);) {
    const from = maxDate(terms.startDate, firstDay(period));
    const to = terms.endDate ? minDate(terms.endDate, lastDay(period)) : lastDay(period);
    const dueDate = minDate(maxDate(dayOf(period, terms.dueDay), from), to);
    if (dueDate > today) break;
    due.push({
      period,
      dueDate,
      amountCents: rentForDays(terms.monthlyRentCents, period, from, to),
      from,
      to,
    });
    period = nextPeriod(period);
  }
  return due;
}
