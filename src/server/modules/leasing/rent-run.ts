import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leaseResidents } from '../../db/tables';
import { formatMoney } from '../../../shared/money';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { localDate } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { postLateFees } from './post-late-fees';
import { postDueRent } from './post-rent';

export interface RentRunResult {
  today: string;
  rentPosted: number;
  lateFeesPosted: number;
  /** Stored with the fees; the caller announces them once the transaction has committed. */
  notifications: NotificationRow[];
}

/** Any number: it only has to differ from the other advisory locks (migrations: 7_250_045). */
const RENT_RUN_LOCK = 7_250_046;

/**
 * Everything the calendar makes due by `now`, inside the caller's transaction: rent on its due day
 * (in the company's time zone), then late fees for months still unpaid after their grace days.
 * Safe to run at any time, twice, or on several instances at once: what exists is never posted
 * again (decision 0040). `leaseIds` narrows it to some leases.
 */
export async function postDueChargesIn(
  tx: Db,
  now: Date,
  leaseIds?: readonly string[],
): Promise<RentRunResult> {
  const timeZone = await companyTimeZone(tx);
  const today = localDate(now, timeZone);
  const rentPosted = await postDueRent(tx, today, now, leaseIds);
  const fees = await postLateFees(tx, today, timeZone, now, leaseIds);
  const notifications: NotificationRow[] = [];
  if (fees.length > 0) {
    const residents = await tx
      .select()
      .from(leaseResidents)
      .where(
        inArray(
          leaseResidents.leaseId,
          fees.map((f) => f.leaseId),
        ),
      );
    for (const fee of fees) {
      for (const resident of residents.filter((r) => r.leaseId === fee.leaseId)) {
        const body = `Rent for ${fee.period} was still unpaid after the grace period, so a late fee of ${formatMoney(fee.amountCents)} was added to your balance.`;
        notifications.push(
          await insertNotification(
            tx,
            { userId: resident.userId, title: 'Late fee posted', body, link: '/portal/lease' },
            null,
          ),
        );
      }
    }
  }
  return { today, rentPosted, lateFeesPosted: fees.length, notifications };
}

/**
 * One run in its own transaction. With `skipIfRunning` (the scheduler), a run that finds another
 * instance's run in progress returns null instead of redoing its work; correctness never depends
 * on that lock, only on the unique indexes.
 */
export async function postDueCharges(
  db: Db,
  now: Date,
  options: { skipIfRunning?: boolean } = {},
): Promise<RentRunResult | null> {
  return db.transaction(async (tx) => {
    if (options.skipIfRunning) {
      const result = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${RENT_RUN_LOCK}) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!result.rows[0]?.locked) return null;
    }
    return postDueChargesIn(tx, now);
  });
}

/**
 * The scheduler's rent job: the run, skipped when another instance is doing it, then each notice
 * it stored announced after the commit.
 */
export async function postDueChargesAndNotify(ctx: AppContext, now: Date): Promise<void> {
  const result = await postDueCharges(ctx.db, now, { skipIfRunning: true });
  for (const row of result?.notifications ?? []) await publishNotification(ctx, row);
}
