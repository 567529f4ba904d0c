import { firstDay, localDate, nextPeriod, periodOf, startOfLocalDay } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { issueStatementsIn, previousPeriod } from '../../modules/statements/issue-statements';
import type { Db } from '../client';

/** As far back as the demo rent history goes (demo-lease-plans: 18 months). */
const MONTHS_BACK = 18;

/**
 * Past months' owner statements, made from the demo rent history by the scheduler's own code, as
 * if it had run after each month ended. Issued silently: nobody needs eighteen e-mails.
 */
export async function seedDemoStatements(db: Db, now = new Date()): Promise<void> {
  const timeZone = await companyTimeZone(db);
  const today = localDate(now, timeZone);
  const periods: string[] = [];
  let period = periodOf(today);
  for (let i = 0; i < MONTHS_BACK; i++) {
    period = previousPeriod(period);
    periods.unshift(period);
  }
  for (const month of periods) {
    // Dated as the scheduler would have made it: early on the first of the next month.
    const issuedAt = new Date(
      startOfLocalDay(firstDay(nextPeriod(month)), timeZone).getTime() + 2 * 3_600_000,
    );
    await issueStatementsIn(db, month, issuedAt, null);
  }
}
