import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { LeaseStatus } from '../../../shared/leasing-terms';
import type { OpenCharge } from '../../../shared/schemas/ledger';
import type { Db } from '../../db/client';
import { leaseResidents, leases } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { openChargesOfLease } from './open-charges';
import { readLeaseDetail } from './lease-detail';

/**
 * The id of a lease the actor is a resident of, in one of these statuses, or null: the named one,
 * or else the one the portal shows, one holding a unit before one that ended and the latest start
 * first (`earliestFirst`: the earliest start first).
 */
export async function residentLeaseId(
  db: Db,
  actor: Actor,
  statuses: readonly LeaseStatus[],
  options: { leaseId?: string; earliestFirst?: boolean } = {},
): Promise<string | null> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
    .where(
      and(
        eq(leaseResidents.userId, actor.id),
        inArray(leases.status, [...statuses]),
        options.leaseId ? eq(leases.id, options.leaseId) : undefined,
      ),
    )
    .orderBy(
      ...(options.earliestFirst
        ? [asc(leases.startDate)]
        : [sql`case ${leases.status} when 'ended' then 1 else 0 end`, desc(leases.startDate)]),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The signed-in resident's lease: the one holding a unit now, else the next one starting, else the
 * last that ended; with its balance, the open charges and the ledger.
 */
export async function readResidentLease(db: Db, actor: Actor) {
  const current = await residentLeaseId(db, actor, ['active', 'notice_given', 'ended']);
  if (!current) throw notFound('Your lease');
  const [detail, stillOpen] = await Promise.all([
    readLeaseDetail(db, actor, current),
    openChargesOfLease(db, current),
  ]);
  const open: OpenCharge[] = stillOpen.map((c) => ({
    id: c.id,
    kind: c.kind,
    reference: c.reference,
    description: c.description,
    dueDate: c.dueDate,
    amountCents: c.amountCents,
    openCents: c.openCents,
  }));
  return { ...detail, openCharges: open };
}
