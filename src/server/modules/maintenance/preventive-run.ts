import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preventiveSchedules, properties, workOrderEvents, workOrders } from '../../db/tables';
import { allocateReference } from '../../lib/references';
import { addDays } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import { insertOfficeNotice, publishNotification } from '../notifications/notifications.service';
import { WORK_ORDER_REFERENCE_PREFIX } from './file-request';
import { occurrencesBetween } from './preventive-occurrences';

/**
 * Turns each active schedule's occurrences within its lead days into work orders: one per
 * property (a community's schedule covers each of its properties) and occurrence, exactly once —
 * the occurrence key is unique, so a second run, or another instance running at the same time,
 * inserts nothing. The admins hear of what was created in one notice. Answers how many.
 */
export async function createPreventiveWorkOrders(ctx: AppContext, now: Date): Promise<number> {
  const today = await companyToday(ctx.db, now);
  const schedules = await ctx.db
    .select()
    .from(preventiveSchedules)
    .where(eq(preventiveSchedules.active, true));
  let created = 0;
  for (const schedule of schedules) {
    const days = occurrencesBetween(schedule, today, addDays(today, schedule.leadDays));
    if (days.length === 0) continue;
    const targets = await ctx.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          isNull(properties.archivedAt),
          schedule.propertyId
            ? eq(properties.id, schedule.propertyId)
            : eq(properties.communityId, schedule.communityId!),
        ),
      );
    for (const day of days) {
      for (const property of targets) {
        const made = await ctx.db
          .transaction(async (tx) => {
            const [order] = await tx
              .insert(workOrders)
              .values({
                reference: await allocateReference(tx, WORK_ORDER_REFERENCE_PREFIX, now),
                propertyId: property.id,
                source: 'preventive',
                category: schedule.category,
                urgency: 'routine',
                title: `${schedule.title} (${day})`,
                description: schedule.description || schedule.title,
                preventiveScheduleId: schedule.id,
                occurrenceKey: `${schedule.id}:${property.id}:${day}`,
                createdAt: now,
                updatedAt: now,
              })
              .onConflictDoNothing({ target: workOrders.occurrenceKey })
              .returning({ id: workOrders.id });
            // Already made by an earlier run: roll the reference back with the transaction.
            if (!order) throw new AlreadyMade();
            await tx.insert(workOrderEvents).values({
              workOrderId: order.id,
              kind: 'created',
              actorId: null,
              toStatus: 'new',
              body: `Preventive maintenance due ${day}.`,
            });
            return true;
          })
          .catch((err: unknown) => {
            if (err instanceof AlreadyMade) return false;
            throw err;
          });
        if (made) created++;
      }
    }
  }
  if (created > 0) {
    const rows = await insertOfficeNotice(
      ctx.db,
      {
        title: 'Preventive maintenance due',
        body: `${created} preventive work order${created === 1 ? ' was' : 's were'} created from the schedules.`,
        link: '/portal/work-orders',
        topics: ['work-orders'],
      },
      null,
    );
    for (const row of rows) await publishNotification(ctx, row);
  }
  return created;
}

class AlreadyMade extends Error {}
