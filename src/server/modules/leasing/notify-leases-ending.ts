import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leaseEndingNotices, leaseResidents, leases, properties, units } from '../../db/tables';
import {
  insertNotification,
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { addDays } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import { joinLeaseHome } from '../../db/joins';

/** A calendar day as people read it in the notification's English text: "December 18, 2026". */
function longDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** How far ahead a lease's end is announced. */
export const LEASE_ENDING_NOTICE_DAYS = 60;

/**
 * Active and notice-given leases ending within the notice window, in the company's calendar,
 * that were not renewed (a renewal already answers the question the notice asks).
 */
function dueForNotice(tx: Db, today: string, leaseIds?: readonly string[]) {
  return joinLeaseHome(
    tx
      .select({
        id: leases.id,
        endDate: leases.endDate,
        ownerId: properties.ownerId,
        propertyName: properties.name,
        unitLabel: units.label,
      })
      .from(leases)
      .$dynamic(),
  ).where(
    and(
      inArray(leases.status, OCCUPYING_STATUSES),
      gte(leases.endDate, today),
      lte(leases.endDate, addDays(today, LEASE_ENDING_NOTICE_DAYS)),
      leaseIds ? inArray(leases.id, [...leaseIds]) : undefined,
      sql`not exists (select 1 from ${leaseEndingNotices} n where n.lease_id = ${leases.id})`,
      sql`not exists (select 1 from leases r where r.renewal_of = ${leases.id} and r.status <> 'cancelled')`,
    ),
  );
}

/**
 * Tells each lease's residents, its property's landlord and the admins that the lease ends within
 * 60 days, once per lease. The claim row is inserted first with `on conflict do nothing`: only the
 * run whose insert took the row notifies, so two runs in a row, or two instances at once, send one
 * notice (a concurrent insert of the same key waits for the first transaction and then does
 * nothing). Notifications are stored in the same transaction and announced after the commit.
 */
export async function notifyLeasesEnding(
  ctx: AppContext,
  now: Date,
  leaseIds?: readonly string[],
): Promise<NotificationRow[]> {
  const rows = await ctx.db.transaction(async (tx) => {
    const today = await companyToday(tx, now);
    const due = await dueForNotice(tx, today, leaseIds);
    if (due.length === 0) return [];
    const claimed = await tx
      .insert(leaseEndingNotices)
      .values(due.map((l) => ({ leaseId: l.id, notifiedAt: now })))
      .onConflictDoNothing()
      .returning({ leaseId: leaseEndingNotices.leaseId });
    const mine = new Set(claimed.map((c) => c.leaseId));
    const leasesToTell = due.filter((l) => mine.has(l.id));
    if (leasesToTell.length === 0) return [];
    const residents = await tx
      .select({ leaseId: leaseResidents.leaseId, userId: leaseResidents.userId })
      .from(leaseResidents)
      .where(
        inArray(
          leaseResidents.leaseId,
          leasesToTell.map((l) => l.id),
        ),
      );
    const stored: NotificationRow[] = [];
    for (const lease of leasesToTell) {
      const place = `${lease.propertyName}, unit ${lease.unitLabel}`;
      const title = 'Lease ending in 60 days';
      for (const r of residents.filter((x) => x.leaseId === lease.id)) {
        const body = `Your lease of ${place} ends on ${longDay(lease.endDate!)}. Ask us for a renewal from the portal, or let us know your move-out plans.`;
        stored.push(
          await insertNotification(
            tx,
            { userId: r.userId, title, body, link: '/portal/lease' },
            null,
          ),
        );
      }
      const staffBody = `The lease of ${place} ends on ${longDay(lease.endDate!)} and has not been renewed.`;
      stored.push(
        await insertNotification(
          tx,
          { userId: lease.ownerId, title, body: staffBody, link: `/portal/leases/${lease.id}` },
          null,
        ),
      );
      stored.push(
        ...(await insertOfficeNotice(
          tx,
          { title, body: staffBody, link: `/admin_panel/leases/${lease.id}` },
          null,
        )),
      );
    }
    return stored;
  });
  for (const row of rows) await publishNotification(ctx, row);
  return rows;
}
