import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CommentBodySchema,
  CostBodySchema,
  WorkOrderDetail,
} from '../../../shared/schemas/maintenance';
import { isOpen, needsOwnerApproval } from '../../../shared/work-order-flow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { workOrderCosts, workOrders } from '../../db/tables';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { factsOf } from './work-order-actions';
import { alreadyStored, appendEvent } from './work-order-events';
import { WorkOrderNotices } from './work-order-notify';
import { readWorkOrder } from './work-order-read';
import { capacitiesOf, loadVisibleWorkOrder, type WorkOrderRow } from './work-order-scope';

/** The e-mailed approval link works this long, or until the owner answers. */
const APPROVAL_LINK_DAYS = 14;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A comment on the timeline: shared with the resident, or internal (not for the resident). */
export async function addComment(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.infer<typeof CommentBodySchema>,
): Promise<WorkOrderDetail> {
  let notices: WorkOrderNotices | undefined;
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    const held = capacitiesOf(actor, order);
    if (held.length === 0) throw forbidden('You cannot comment on this work order.');
    if (order.status === 'cancelled') {
      throw new AppError('conflict', 'This work order is cancelled: comments are closed.');
    }
    const internalAllowed = held.includes('staff') || held.includes('technician');
    if (input.visibility === 'internal' && !internalAllowed) {
      throw fieldError(
        'visibility',
        'Your comments are shared with the office and the technician.',
      );
    }
    if (input.clientKey && (await alreadyStored(tx, id, input.clientKey))) return;
    await appendEvent(tx, {
      workOrderId: id,
      kind: 'comment',
      actorId: actor.id,
      body: input.body,
      visibility: input.visibility,
      clientKey: input.clientKey ?? null,
    });
    await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, id));
    // A shared comment from the office or technician reaches the resident; one from the
    // resident reaches the technician (the office reads the board).
    notices = new WorkOrderNotices(ctx, tx, actor.id);
    if (input.visibility === 'shared') await notices.commented(factsOf(order), input.body);
  });
  await notices?.publish();
  return readWorkOrder(ctx, actor, id);
}

function mayEditCosts(actor: Actor, order: WorkOrderRow) {
  const held = capacitiesOf(actor, order);
  if (!held.includes('staff') && !held.includes('technician')) {
    throw forbidden('Only the office and the assigned technician record costs.');
  }
  if (!isOpen(order.status)) {
    throw new AppError('conflict', 'Costs can be changed only while the work order is open.');
  }
}

async function estimateOf(tx: Db, id: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${workOrderCosts.amountCents}), 0)::int` })
    .from(workOrderCosts)
    .where(eq(workOrderCosts.workOrderId, id));
  return Number(row?.total ?? 0);
}

/**
 * After a cost change: an estimate over the property's threshold that no approval covers puts the
 * work order on hold for the owner, with a fresh single-purpose link e-mailed to them. An estimate
 * that falls back within what is approved (or the threshold) releases a pending hold.
 */
async function reviewApproval(
  tx: Db,
  actor: Actor,
  order: WorkOrderRow,
  notices: WorkOrderNotices,
) {
  const estimate = await estimateOf(tx, order.id);
  const needs = needsOwnerApproval(estimate, order.approvalThresholdCents, order.approvedCents);
  const holding = order.status === 'waiting' && order.waitingReason === 'owner_approval';
  if (needs) {
    const token = randomBytes(24).toString('base64url');
    await tx
      .update(workOrders)
      .set({
        status: 'waiting',
        waitingReason: 'owner_approval',
        resumeStatus: holding ? order.resumeStatus : order.status,
        approvalState: 'pending',
        approvalNote: null,
        approvalTokenHash: hashToken(token),
        approvalTokenExpiresAt: new Date(Date.now() + APPROVAL_LINK_DAYS * 86_400_000),
      })
      .where(eq(workOrders.id, order.id));
    await appendEvent(tx, {
      workOrderId: order.id,
      kind: 'approval_requested',
      actorId: actor.id,
      fromStatus: order.status,
      toStatus: 'waiting',
      data: { estimateCents: estimate, thresholdCents: order.approvalThresholdCents },
    });
    await notices.approvalNeeded(factsOf(order), estimate, order.approvalThresholdCents, token);
  } else if (holding && order.approvalState !== 'approved') {
    const back = order.resumeStatus ?? 'new';
    await tx
      .update(workOrders)
      .set({
        status: back,
        waitingReason: null,
        resumeStatus: null,
        approvalState: null,
        approvalTokenHash: null,
        approvalTokenExpiresAt: null,
      })
      .where(eq(workOrders.id, order.id));
    await appendEvent(tx, {
      workOrderId: order.id,
      kind: 'status',
      actorId: actor.id,
      fromStatus: 'waiting',
      toStatus: back,
      body: 'The estimate is back within what the owner allows; no approval is needed.',
    });
  }
}

export async function addCost(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: z.infer<typeof CostBodySchema>,
): Promise<WorkOrderDetail> {
  const amount =
    input.kind === 'labour'
      ? Math.round((input.quantity * input.unitCents) / 100)
      : input.quantity * input.unitCents;
  if (!Number.isSafeInteger(amount) || amount > 1_000_000_000) {
    throw fieldError(
      'quantity',
      'The line comes to more than $10,000,000: check the quantity and price.',
    );
  }
  let notices: WorkOrderNotices | undefined;
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    mayEditCosts(actor, order);
    if (input.clientKey) {
      const [dup] = await tx
        .select({ id: workOrderCosts.id })
        .from(workOrderCosts)
        .where(
          and(eq(workOrderCosts.workOrderId, id), eq(workOrderCosts.clientKey, input.clientKey)),
        );
      if (dup) return;
    }
    await tx.insert(workOrderCosts).values({
      workOrderId: id,
      kind: input.kind,
      description: input.description,
      quantity: input.quantity,
      unitCents: input.unitCents,
      amountCents: amount,
      createdBy: actor.id,
      clientKey: input.clientKey ?? null,
    });
    await appendEvent(tx, {
      workOrderId: id,
      kind: 'cost_added',
      actorId: actor.id,
      body: input.description,
      visibility: 'internal',
      data: { kind: input.kind, amountCents: amount },
    });
    await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, id));
    notices = new WorkOrderNotices(ctx, tx, actor.id);
    await reviewApproval(tx, actor, order, notices);
    await recordAudit(tx, actor, {
      action: 'work_order.cost.add',
      target: `work_order:${id}`,
      after: { kind: input.kind, description: input.description, amountCents: amount },
    });
  });
  await notices?.publish();
  return readWorkOrder(ctx, actor, id);
}

export async function removeCost(
  ctx: AppContext,
  actor: Actor,
  id: string,
  costId: string,
): Promise<WorkOrderDetail> {
  let notices: WorkOrderNotices | undefined;
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    mayEditCosts(actor, order);
    const [removed] = await tx
      .delete(workOrderCosts)
      .where(and(eq(workOrderCosts.id, costId), eq(workOrderCosts.workOrderId, id)))
      .returning();
    if (!removed) throw notFound('That cost line');
    await appendEvent(tx, {
      workOrderId: id,
      kind: 'cost_removed',
      actorId: actor.id,
      body: removed.description,
      visibility: 'internal',
      data: { kind: removed.kind, amountCents: removed.amountCents },
    });
    notices = new WorkOrderNotices(ctx, tx, actor.id);
    await reviewApproval(tx, actor, order, notices);
    await recordAudit(tx, actor, {
      action: 'work_order.cost.remove',
      target: `work_order:${id}`,
      before: { description: removed.description, amountCents: removed.amountCents },
    });
  });
  await notices?.publish();
  return readWorkOrder(ctx, actor, id);
}
