import type {
  CommentVisibility,
  WorkOrderEventKind,
  WorkOrderStatus,
} from '../../../shared/maintenance-terms';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workOrderEvents } from '../../db/tables';

export interface NewWorkOrderEvent {
  workOrderId: string;
  kind: WorkOrderEventKind;
  actorId: string | null;
  fromStatus?: WorkOrderStatus | null;
  toStatus?: WorkOrderStatus | null;
  body?: string;
  visibility?: CommentVisibility;
  data?: Record<string, unknown>;
  /** From a phone's offline queue: the same key twice is stored once. */
  clientKey?: string | null;
}

/**
 * Adds one line to a work order's timeline, inside the caller's transaction. Answers false when
 * an event with the same client key is already there (a phone sent it again after reconnecting):
 * the caller then skips the rest of the change, which was stored the first time.
 */
export async function appendEvent(tx: Db, event: NewWorkOrderEvent): Promise<boolean> {
  const inserted = await tx
    .insert(workOrderEvents)
    .values({
      workOrderId: event.workOrderId,
      kind: event.kind,
      actorId: event.actorId,
      fromStatus: event.fromStatus ?? null,
      toStatus: event.toStatus ?? null,
      body: event.body ?? '',
      visibility: event.visibility ?? 'shared',
      data: event.data ?? {},
      clientKey: event.clientKey ?? null,
    })
    .onConflictDoNothing({ target: [workOrderEvents.workOrderId, workOrderEvents.clientKey] })
    .returning({ id: workOrderEvents.id });
  return inserted.length > 0;
}

/** Whether an update with this client key is already on the work order's timeline. */
export async function alreadyStored(
  tx: Db,
  workOrderId: string,
  clientKey: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ id: workOrderEvents.id })
    .from(workOrderEvents)
    .where(
      and(eq(workOrderEvents.workOrderId, workOrderId), eq(workOrderEvents.clientKey, clientKey)),
    );
  return found !== undefined;
}
