import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ApprovalDecisionSchema,
  ApprovalLinkSchema,
  WorkOrderDetail,
} from '../../../shared/schemas/maintenance';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { properties, users, workOrderCosts, workOrders } from '../../db/tables';
import { AppError, forbidden } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { factsOf } from './work-order-actions';
import { appendEvent } from './work-order-events';
import { hashToken } from './work-order-notes';
import { WorkOrderNotices } from './work-order-notify';
import { readWorkOrder, toCost } from './work-order-read';
import {
  capacitiesOf,
  loadVisibleWorkOrder,
  withItsProperty,
  type WorkOrderRow,
} from './work-order-scope';

type Decision = z.infer<typeof ApprovalDecisionSchema>;
type ApprovalLink = z.infer<typeof ApprovalLinkSchema>;

const LINK_GONE = 'This approval link is no longer valid.';

/**
 * Records the owner's answer on the locked row: approving covers the estimate as it stands and
 * returns the work order to where it was; declining keeps it on hold with the owner's note.
 */
async function decide(
  ctx: AppContext,
  tx: Db,
  actor: Actor,
  order: WorkOrderRow,
  input: Decision,
  via: 'portal' | 'link',
): Promise<WorkOrderNotices> {
  if (order.approvalState !== 'pending') {
    throw new AppError('conflict', 'This estimate is not waiting for an answer any more.');
  }
  const costs = await tx
    .select({ amountCents: workOrderCosts.amountCents })
    .from(workOrderCosts)
    .where(eq(workOrderCosts.workOrderId, order.id));
  const total = costs.reduce((sum, c) => sum + c.amountCents, 0);
  const approved = input.decision === 'approve';
  const now = new Date();
  const back = order.resumeStatus ?? 'new';
  await tx
    .update(workOrders)
    .set({
      approvalState: approved ? 'approved' : 'declined',
      approvedCents: approved ? total : order.approvedCents,
      approvalNote: input.note || null,
      approvalDecidedBy: actor.id,
      approvalDecidedAt: now,
      approvalTokenHash: null,
      approvalTokenExpiresAt: null,
      ...(approved ? { status: back, waitingReason: null, resumeStatus: null } : {}),
      updatedAt: now,
    })
    .where(eq(workOrders.id, order.id));
  await appendEvent(tx, {
    workOrderId: order.id,
    kind: approved ? 'approved' : 'declined',
    actorId: actor.id,
    fromStatus: order.status,
    toStatus: approved ? back : order.status,
    body: input.note,
    visibility: 'internal',
    data: { estimateCents: total, via },
  });
  const notices = new WorkOrderNotices(ctx, tx, actor.id);
  await notices.approvalDecided(factsOf(order), approved, input.note);
  await recordAudit(tx, actor, {
    action: approved ? 'work_order.approve' : 'work_order.decline',
    target: `work_order:${order.id}`,
    after: { estimateCents: total, note: input.note, via },
  });
  return notices;
}

/** The owner answers from the portal. */
export async function decideInPortal(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: Decision,
): Promise<WorkOrderDetail> {
  let notices: WorkOrderNotices | undefined;
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    if (!capacitiesOf(actor, order).includes('owner')) {
      throw forbidden("Only the property's owner answers an estimate.");
    }
    notices = await decide(ctx, tx, actor, order, input, 'portal');
  });
  await notices?.publish();
  return readWorkOrder(ctx, actor, id);
}

/** The work order behind a live link, locked when deciding; the owner acts through it. */
async function byToken(db: Db, token: string, forUpdate: boolean) {
  const query = withItsProperty(db).where(
    and(
      eq(workOrders.approvalTokenHash, hashToken(token)),
      gt(workOrders.approvalTokenExpiresAt, new Date()),
    ),
  );
  const [found] = forUpdate ? await query.for('update', { of: workOrders }) : await query;
  if (!found) throw new AppError('not_found', LINK_GONE);
  const { row, ...property } = found;
  return { ...row, ...property };
}

async function linkView(db: Db, id: string): Promise<ApprovalLink> {
  const [order] = await db
    .select({
      row: workOrders,
      propertyName: properties.name,
      threshold: properties.approvalThresholdCents,
    })
    .from(workOrders)
    .innerJoin(properties, eq(properties.id, workOrders.propertyId))
    .where(eq(workOrders.id, id));
  const costs = await db
    .select()
    .from(workOrderCosts)
    .where(eq(workOrderCosts.workOrderId, id))
    .orderBy(asc(workOrderCosts.createdAt), asc(workOrderCosts.id));
  const w = order!.row;
  return {
    reference: w.reference,
    title: w.title,
    propertyName: order!.propertyName,
    description: w.description,
    estimateCents: costs.reduce((sum, c) => sum + c.amountCents, 0),
    approvalThresholdCents: order!.threshold,
    costs: costs.map(toCost),
    approvalState: w.approvalState ?? 'pending',
    approvalNote: w.approvalNote,
  };
}

export async function readApprovalLink(db: Db, token: string): Promise<ApprovalLink> {
  const order = await byToken(db, token, false);
  return linkView(db, order.id);
}

/** The owner answers from the e-mailed link, without signing in: audited as the owner. */
export async function decideByLink(
  ctx: AppContext,
  token: string,
  input: Decision,
): Promise<ApprovalLink> {
  let notices: WorkOrderNotices | undefined;
  const id = await ctx.db.transaction(async (tx) => {
    const order = await byToken(tx, token, true);
    const [owner] = await tx
      .select({ id: users.id, email: users.email, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, order.ownerId));
    const actor = {
      id: owner!.id,
      sessionId: '',
      email: owner!.email,
      name: owner!.name,
      realRole: owner!.role,
      role: owner!.role,
      impersonatedRole: null,
    } as Actor;
    notices = await decide(ctx, tx, actor, order, input, 'link');
    return order.id;
  });
  await notices?.publish();
  return linkView(ctx.db, id);
}
