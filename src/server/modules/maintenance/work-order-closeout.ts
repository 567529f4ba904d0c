import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CHARGE_REFERENCE_PREFIX } from '../../../shared/leasing-terms';
import type {
  BillBodySchema,
  RatingBodySchema,
  WorkOrderDetail,
} from '../../../shared/schemas/maintenance';
import type { AppContext } from '../../context';
import { charges, leases, workOrders } from '../../db/tables';
import { AppError, forbidden } from '../../lib/app-error';
import { allocateReference } from '../../lib/references';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { companyToday } from '../../lib/company-time';
import { appendEvent } from './work-order-events';
import { readWorkOrder } from './work-order-read';
import { capacitiesOf, loadVisibleWorkOrder } from './work-order-scope';
import { syncLeaseBooks } from '../accounting/lease-books';

const isDone = (status: string) => status === 'completed' || status === 'closed';

/** The resident rates completed work once: 1 to 5 stars and a comment. */
export async function rateWork(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.infer<typeof RatingBodySchema>,
): Promise<WorkOrderDetail> {
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    if (!capacitiesOf(actor, order).includes('requester')) {
      throw forbidden('Only the resident who asked for the work rates it.');
    }
    if (!isDone(order.status))
      throw new AppError('conflict', 'You can rate the work once it is completed.');
    if (order.rating !== null) throw new AppError('conflict', 'You have already rated this work.');
    await tx
      .update(workOrders)
      .set({ rating: input.stars, ratingComment: input.comment || null, ratedAt: new Date() })
      .where(eq(workOrders.id, id));
    await appendEvent(tx, {
      workOrderId: id,
      kind: 'rated',
      actorId: actor.id,
      body: input.comment,
      data: { stars: input.stars },
    });
    await recordAudit(tx, actor, {
      action: 'work_order.rate',
      target: `work_order:${id}`,
      after: { stars: input.stars },
    });
  });
  return readWorkOrder(ctx, actor, id);
}

/**
 * Bills completed work to the resident: one `repair` charge on the lease's ledger, once per work
 * order (the unique charge column), in the transaction that records it on the timeline.
 */
export async function billResident(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.infer<typeof BillBodySchema>,
): Promise<WorkOrderDetail> {
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    if (!capacitiesOf(actor, order).includes('staff'))
      throw forbidden('Only the office bills work.');
    if (!isDone(order.status)) throw new AppError('conflict', 'Only completed work can be billed.');
    if (order.billedChargeId) throw new AppError('conflict', 'This work is already billed.');
    if (!order.leaseId) throw new AppError('conflict', 'This work order has no lease to bill.');
    // Held before the charge's number, as every write that posts to a lease does (ledger-locks.ts).
    const [lease] = await tx
      .select({ status: leases.status })
      .from(leases)
      .where(eq(leases.id, order.leaseId))
      .for('key share');
    if (!lease || lease.status === 'draft' || lease.status === 'cancelled') {
      throw new AppError('conflict', 'The lease has no ledger to post to.');
    }
    const now = new Date();
    const [charge] = await tx
      .insert(charges)
      .values({
        leaseId: order.leaseId,
        kind: 'repair',
        amountCents: input.amountCents,
        dueDate: await companyToday(tx, now),
        reference: await allocateReference(tx, CHARGE_REFERENCE_PREFIX, now),
        description: `${order.reference}: ${input.description}`,
        createdBy: actor.id,
        postedAt: now,
      })
      .returning();
    await syncLeaseBooks(tx, order.leaseId, { now, actorId: actor.id });
    await tx
      .update(workOrders)
      .set({ billedChargeId: charge!.id, updatedAt: now })
      .where(eq(workOrders.id, id));
    await appendEvent(tx, {
      workOrderId: id,
      kind: 'billed',
      actorId: actor.id,
      body: input.description,
      data: { amountCents: input.amountCents, chargeReference: charge!.reference },
    });
    await recordAudit(tx, actor, {
      action: 'work_order.bill',
      target: `work_order:${id}`,
      after: { chargeId: charge!.id, reference: charge!.reference, amountCents: input.amountCents },
    });
  });
  return readWorkOrder(ctx, actor, id);
}
