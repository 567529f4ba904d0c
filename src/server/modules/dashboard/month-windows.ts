import { firstDay, nextPeriod, periodOf, startOfLocalDay } from '../../lib/calendar';

export interface MonthWindow {
  period: string;
  /** First day of the month and of the next, as company-local dates (charges are due on days). */
  firstDay: string;
  nextFirstDay: string;
  /** The instants those days begin in the company's zone (payments are received at instants). */
  startsAt: Date;
  endsAt: Date;
}

function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return m === 1 ? `${y! - 1}-12` : `${y}-${String(m! - 1).padStart(2, '0')}`;
}

/**
 * The `count` months ending with the one `today` is in, oldest first, each bounded by local
 * midnights: a month that starts or ends across a daylight-saving change is still exactly that
 * month's wall-clock days, so a payment at 00:30 local on the 1st belongs to the new month.
 */
export function monthWindows(today: string, timeZone: string, count = 12): MonthWindow[] {
  const periods: string[] = [periodOf(today)];
  while (periods.length < count) periods.unshift(previousPeriod(periods[0]!));
  return periods.map((period) => {
    const next = nextPeriod(period);
    return {
      period,
      firstDay: firstDay(period),
      nextFirstDay: firstDay(next),
      startsAt: startOfLocalDay(firstDay(period), timeZone),
      endsAt: startOfLocalDay(firstDay(next), timeZone),
    };
  });
}
