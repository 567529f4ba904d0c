import { eq, or, sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import type { WorkOrderCapacity } from '../../../shared/work-order-flow';
import type { Db } from '../../db/client';
import { properties, workOrders } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';

/**
 * The work orders an actor may read, as a condition on a query joining `work_orders` and
 * `properties`: every one with read:work-orders:any; otherwise the union of what each of their
 * permissions grants — an owner's properties' and a resident's own requests (read:work-orders:own),
 * a technician's assigned jobs (read:work-orders:assigned). An admin viewing as someone gets that
 * person's rows, as everywhere.
 */
export function visibleWorkOrders(actor: Actor): SQL | undefined {
  if (can(actor.role, 'read:work-orders:any')) return undefined;
  const parts: SQL[] = [];
  if (can(actor.role, 'read:work-orders:own')) {
    parts.push(eq(properties.ownerId, actor.id), eq(workOrders.residentId, actor.id));
  }
  if (can(actor.role, 'read:work-orders:assigned')) {
    parts.push(eq(workOrders.technicianId, actor.id));
  }
  if (parts.length === 0) return sql`false`;
  return or(...parts);
}

/** The people a work order belongs to, as far as deciding who may do what. */
export interface WorkOrderParties {
  ownerId: string;
  residentId: string | null;
  technicianId: string | null;
}

/**
 * Every capacity the actor holds on this work order: staff (the office), its technician, its
 * requester (the resident it is for), its owner. Several may apply (an admin is staff; a resident
 * who also owns the property would be requester and owner).
 */
export function capacitiesOf(actor: Actor, parties: WorkOrderParties): WorkOrderCapacity[] {
  const held: WorkOrderCapacity[] = [];
  if (can(actor.role, 'write:work-orders:any')) held.push('staff');
  if (can(actor.role, 'work:work-orders:assigned') && parties.technicianId === actor.id) {
    held.push('technician');
  }
  if (can(actor.role, 'request:maintenance:own') && parties.residentId === actor.id) {
    held.push('requester');
  }
  if (can(actor.role, 'approve:work-orders:own') && parties.ownerId === actor.id) {
    held.push('owner');
  }
  return held;
}

/** Internal comments are for everyone but the resident: the office, the technician and the owner. */
export function readsInternal(actor: Actor, parties: WorkOrderParties): boolean {
  return (
    can(actor.role, 'read:work-orders:any') ||
    (can(actor.role, 'read:work-orders:assigned') && parties.technicianId === actor.id) ||
    (can(actor.role, 'read:work-orders:own') && parties.ownerId === actor.id)
  );
}

export type WorkOrderRow = typeof workOrders.$inferSelect & {
  ownerId: string;
  approvalThresholdCents: number;
  propertyName: string;
};

/** Work orders with what their property decides: its owner, approval threshold and name. */
export function withItsProperty(db: Db) {
  return db
    .select({
      row: workOrders,
      ownerId: properties.ownerId,
      approvalThresholdCents: properties.approvalThresholdCents,
      propertyName: properties.name,
    })
    .from(workOrders)
    .innerJoin(properties, eq(properties.id, workOrders.propertyId));
}

/**
 * One work order the actor may read, with its property's owner and approval threshold, or a 404:
 * a work order's existence is private (a 403 would confirm the id). `forUpdate` locks the row for
 * the rest of the caller's transaction, so two status changes never interleave.
 */
export async function loadVisibleWorkOrder(
  db: Db,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<WorkOrderRow> {
  const scope = visibleWorkOrders(actor);
  const where = scope ? sql`${workOrders.id} = ${id} and ${scope}` : eq(workOrders.id, id);
  const query = withItsProperty(db).where(where);
  const [found] = options.forUpdate ? await query.for('update', { of: workOrders }) : await query;
  if (!found) throw notFound('That work order');
  return {
    ...found.row,
    ownerId: found.ownerId,
    approvalThresholdCents: found.approvalThresholdCents,
    propertyName: found.propertyName,
  };
}
