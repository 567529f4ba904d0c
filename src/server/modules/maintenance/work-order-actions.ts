import { and, eq } from 'drizzle-orm';
import { VISIT_WINDOWS, visitWhenText } from '../../../shared/maintenance-terms';
import type { WorkOrderActionBody, WorkOrderDetail } from '../../../shared/schemas/maintenance';
import {
  nextStatus,
  type FlowRefusal,
  type WorkOrderCapacity,
} from '../../../shared/work-order-flow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users, workOrders } from '../../db/tables';
import { AppError, fieldError, forbidden } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { capabilityHolders } from '../../lib/capability-holders';
import { recordAudit } from '../audit/audit.service';
import { localDate, localInstant } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { claimUploads } from './media-store';
import { alreadyStored, appendEvent } from './work-order-events';
import { WorkOrderNotices } from './work-order-notify';
import { readWorkOrder } from './work-order-read';
import { capacitiesOf, loadVisibleWorkOrder, type WorkOrderRow } from './work-order-scope';
import { postWorkOrderExpense, reverseWorkOrderExpense } from '../accounting/work-order-expense';
import { draftWorkOrderBill, releaseWorkOrderBill } from '../bills/work-order-bill';

const REFUSALS: Record<FlowRefusal, string> = {
  not_allowed: 'You cannot make this change to this work order.',
  wrong_status:
    'This move is not possible from where the work order stands now: reload it to see its status and the moves it allows.',
  awaiting_owner: "This work order is waiting for the owner's answer on the estimate.",
  owner_declined:
    'The owner declined the estimate: lower the costs to ask again, or cancel the work order.',
  requester_after_new:
    'A request can be withdrawn only until it is scheduled. Add a comment to tell the office instead.',
};

/** The order's facts every notice needs. */
export function factsOf(order: WorkOrderRow) {
  return {
    id: order.id,
    reference: order.reference,
    title: order.title,
    propertyName: order.propertyName,
    urgency: order.urgency,
    residentId: order.residentId,
    technicianId: order.technicianId,
    ownerId: order.ownerId,
  };
}

/** Picks the capacity that lets the action through, preferring the widest (staff). */
function capacityFor(order: WorkOrderRow, held: WorkOrderCapacity[], body: WorkOrderActionBody) {
  const state = {
    status: order.status,
    waitingReason: order.waitingReason,
    approval: order.approvalState,
  };
  let refusal: FlowRefusal = 'not_allowed';
  for (const capacity of held) {
    const result = nextStatus(state, body.action, capacity);
    if (result.ok) return { capacity, result };
    if (refusal === 'not_allowed') refusal = result.refusal;
  }
  if (held.length === 0) throw forbidden('You cannot change this work order.');
  throw new AppError('conflict', REFUSALS[refusal]);
}

async function activeTechnician(db: Db, id: string) {
  const [tech] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), capabilityHolders('take:work-orders:assigned', { active: true })));
  if (!tech) throw fieldError('schedule.technicianId', 'Choose one of our technicians.');
  return tech;
}

/**
 * One move of the state machine, with what it needs (a visit for `schedule`, a reason for
 * `cancel`, notes for `complete`), its timeline line, notices and audit, in one transaction on the
 * locked row. A replay from an offline phone (same client key) stores nothing and answers the
 * current state.
 */
export async function takeAction(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: WorkOrderActionBody,
): Promise<WorkOrderDetail> {
  const timeZone = await companyTimeZone(ctx.db);
  const now = new Date();
  let notices: WorkOrderNotices | undefined;
  await ctx.db.transaction(async (tx) => {
    const order = await loadVisibleWorkOrder(tx, actor, id, { forUpdate: true });
    const held = capacitiesOf(actor, order);
    // A replay of an update already stored (the phone lost the answer): the row lock above
    // serialises replays, so the check cannot race with the first copy.
    if (body.clientKey && (await alreadyStored(tx, id, body.clientKey))) return;
    const { result } = capacityFor(order, held, body);
    const patch: Partial<typeof workOrders.$inferInsert> = {
      status: result.status,
      waitingReason: result.waitingReason,
      updatedAt: now,
    };
    let eventBody = '';
    let eventKind: 'status' | 'scheduled' = 'status';
    const data: Record<string, unknown> = {};
    let visit: { technicianName: string; when: string } | undefined;

    switch (body.action) {
      case 'schedule': {
        if (!body.schedule)
          throw fieldError('schedule', 'Choose the technician, the day and the window.');
        const tech = await activeTechnician(tx, body.schedule.technicianId);
        if (body.schedule.date < localDate(now, timeZone)) {
          throw fieldError('schedule.date', 'Choose today or a later day.');
        }
        const window = VISIT_WINDOWS[body.schedule.window];
        patch.technicianId = tech.id;
        patch.scheduledStart = localInstant(body.schedule.date, window.from, timeZone);
        patch.scheduledEnd = localInstant(body.schedule.date, window.to, timeZone);
        eventKind = 'scheduled';
        const when = visitWhenText(body.schedule.date, body.schedule.window);
        eventBody = `${tech.name}, ${when}`;
        // The timeline draws the visit from these in the reader's language and format.
        Object.assign(data, body.schedule, { technicianName: tech.name });
        visit = {
          technicianName: tech.name,
          when: `on ${when}`,
        };
        break;
      }
      case 'cancel':
        if (!body.reason) throw fieldError('reason', 'Say why the work order is cancelled.');
        patch.cancelReason = body.reason;
        eventBody = body.reason;
        // A question to the owner ends with the work: the e-mailed link must not revive it.
        if (order.approvalState === 'pending') {
          Object.assign(patch, {
            approvalState: null,
            approvalTokenHash: null,
            approvalTokenExpiresAt: null,
          });
        }
        break;
      case 'pause':
        eventBody = body.reason ?? '';
        break;
      case 'complete':
        if (!body.notes) throw fieldError('notes', 'Describe the work done.');
        patch.completionNotes = body.notes;
        patch.completedAt = now;
        eventBody = body.notes;
        break;
      case 'close':
        patch.closedAt = now;
        break;
      case 'reopen':
        patch.completedAt = null;
        eventBody = body.reason ?? '';
        break;
      case 'start':
        break;
    }
    if (order.firstResponseAt === null && ['schedule', 'start', 'cancel'].includes(body.action)) {
      patch.firstResponseAt = now;
    }
    await tx.update(workOrders).set(patch).where(eq(workOrders.id, id));
    if (body.action === 'complete') {
      await postWorkOrderExpense(tx, id, now, actor.id);
      // A vendor's technician: the vendor's draft bill for the costs (their expense is posted above).
      await draftWorkOrderBill(tx, id, now, actor.id);
    }
    if (body.action === 'reopen') {
      await releaseWorkOrderBill(tx, id, now);
      await reverseWorkOrderExpense(tx, id, now, actor.id);
    }
    await claimUploads(tx, {
      ids: body.beforeMediaIds,
      uploaderId: actor.id,
      workOrderId: id,
      stage: 'before',
      field: 'beforeMediaIds',
    });
    await claimUploads(tx, {
      ids: body.afterMediaIds,
      uploaderId: actor.id,
      workOrderId: id,
      stage: 'after',
      field: 'afterMediaIds',
    });
    const photos = body.beforeMediaIds.length + body.afterMediaIds.length;
    if (photos > 0) data.photos = photos;
    await appendEvent(tx, {
      workOrderId: id,
      kind: eventKind,
      actorId: actor.id,
      fromStatus: order.status,
      toStatus: result.status,
      body: eventBody,
      data: { action: body.action, ...data },
      clientKey: body.clientKey ?? null,
    });
    notices = new WorkOrderNotices(ctx, tx, actor.id);
    const facts = { ...factsOf(order), technicianId: patch.technicianId ?? order.technicianId };
    if (visit) {
      await notices.scheduled(facts, visit.when, visit.technicianName);
    } else {
      await notices.statusChanged(
        facts,
        result.status,
        body.action === 'cancel' ? body.reason : undefined,
      );
    }
    await recordAudit(tx, actor, {
      action: `work_order.${body.action}`,
      target: `work_order:${id}`,
      before: { status: order.status },
      after: { status: result.status, ...data },
    });
  });
  await notices?.publish();
  return readWorkOrder(ctx, actor, id);
}
