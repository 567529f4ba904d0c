import { and, eq, inArray } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX, OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { charges, leaseResidents, leases, properties, units } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { isExclusionViolation } from '../../lib/pg-errors';
import { allocateReference } from '../../lib/references';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { addDays } from '../../lib/calendar';
import { lockLease } from './lease-writes';
import { postDueChargesIn } from './rent-run';
import { joinLeaseHome } from '../../db/joins';
import { carryDepositOver } from '../accounting/deposit-held';
import { syncLeaseBooks } from '../accounting/lease-books';

export const OVERLAP_MESSAGE = 'Another active lease on this unit covers some of these dates.';

/** The exclusion constraint's refusal, told as the field a person would change. */
export function overlapConflict(): AppError {
  return new AppError('conflict', OVERLAP_MESSAGE, { fields: { startDate: OVERLAP_MESSAGE } });
}

/**
 * A renewal taking over from a month-to-month (or longer) term: the previous lease ends the day
 * before the new one starts, so the two never overlap.
 */
async function closePreviousTerm(tx: Db, previousId: string, newStart: string) {
  const [previous] = await tx.select().from(leases).where(eq(leases.id, previousId)).for('update');
  if (!previous || !OCCUPYING_STATUSES.includes(previous.status as never)) return null;
  if (previous.endDate !== null && previous.endDate < newStart) return null;
  const endDate = addDays(newStart, -1);
  await tx.update(leases).set({ endDate, updatedAt: new Date() }).where(eq(leases.id, previousId));
  return { id: previousId, endDate };
}

async function notifyActivation(tx: Db, leaseId: string): Promise<NotificationRow[]> {
  const [place] = await joinLeaseHome(
    tx
      .select({ ownerId: properties.ownerId, name: properties.name, unit: units.label })
      .from(leases)
      .$dynamic(),
  ).where(eq(leases.id, leaseId));
  const residents = await tx
    .select({ userId: leaseResidents.userId })
    .from(leaseResidents)
    .where(eq(leaseResidents.leaseId, leaseId));
  const body = `The lease of ${place!.name}, unit ${place!.unit}, is now active.`;
  const rows: NotificationRow[] = [];
  for (const userId of [...residents.map((r) => r.userId), place!.ownerId]) {
    const link = userId === place!.ownerId ? `/portal/leases/${leaseId}` : '/portal/lease';
    rows.push(await insertNotification(tx, { userId, title: 'Lease activated', body, link }, null));
  }
  return rows;
}

/**
 * Draft → active (until the contracts issue adds signing, an admin does it). In one transaction:
 * the status, the deposit charge (not on a renewal: the deposit held moves to it), every rent already
 * due from the start date, the residents' and owner's notifications, and the audit entry. The
 * database refuses an overlap with another active lease on the unit (decision 0042).
 */
export async function activateLease(
  ctx: AppContext,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<void> {
  let notifications: NotificationRow[] = [];
  try {
    notifications = await ctx.db.transaction(async (tx) => {
      const before = await lockLease(tx, id);
      if (before.status !== 'draft') {
        throw new AppError('conflict', 'Only a draft lease can be activated.');
      }
      const previous = before.renewalOf
        ? await closePreviousTerm(tx, before.renewalOf, before.startDate)
        : null;
      await tx
        .update(leases)
        .set({ status: 'active', activatedAt: now, updatedAt: now })
        .where(and(eq(leases.id, id), inArray(leases.status, ['draft'])));
      if (before.securityDepositCents > 0 && !before.renewalOf) {
        await tx.insert(charges).values({
          leaseId: id,
          kind: 'deposit',
          amountCents: before.securityDepositCents,
          dueDate: before.startDate,
          reference: await allocateReference(tx, CHARGE_REFERENCE_PREFIX, now),
          description: 'Security deposit',
          createdBy: actor.id,
          postedAt: now,
        });
      }
      const run = await postDueChargesIn(tx, now, [id]);
      await syncLeaseBooks(tx, id, { now, actorId: actor.id });
      if (before.renewalOf) {
        await carryDepositOver(tx, before.renewalOf, id, { now, actorId: actor.id });
      }
      await recordAudit(tx, actor, {
        action: 'lease.activate',
        target: `lease:${id}`,
        before: { status: before.status },
        after: { status: 'active', previousTermEnded: previous, rentPosted: run.rentPosted },
      });
      return [...run.notifications, ...(await notifyActivation(tx, id))];
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw overlapConflict();
    throw err;
  }
  for (const row of notifications) await publishNotification(ctx, row);
}
