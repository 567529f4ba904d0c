import { firstDay, localDate, nextPeriod, periodOf, startOfLocalDay } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { issueStatementsIn, previousPeriod } from '../../modules/statements/issue-statements';
import type { Db } from '../client';
import { transferFeesEarned } from '../../modules/accounting/management-fees';

/** As far back as the demo rent history goes (demo-lease-plans: 18 months). */
const MONTHS_BACK = 18;

/**
 * Past months' owner statements, made from the demo's books by the scheduler's own code, as if it
 * had run after each month ended, each followed by the transfer of the fees it earned out of
 * trust. Issued silently: nobody needs eighteen e-mails.
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
    // The company moves its fees out of trust once the statements are out, as rule 61J2-14 wants.
    await transferFeesEarned(db, {
      date: localDate(issuedAt, timeZone),
      actorId: null,
      key: `demo-fees-${month}`,
    });
  }
}
