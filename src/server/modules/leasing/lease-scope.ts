import { sql, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import { leaseResidents, properties } from '../../db/tables';
import type { Actor } from '../../lib/actor';

/**
 * The outer lease row inside a raw subquery. Drizzle leaves columns unqualified in a one-table
 * select, where a bare "id" would bind to the subquery's own table (charges.id, users.id).
 */
export const LEASE_ID = sql.raw('"leases"."id"');

/**
 * The leases an actor may read, as a condition on a query joining `leases` and `properties`:
 * all of them with read:leases:any; otherwise those of the properties they own (a landlord) and
 * those naming them (a resident). An admin viewing as a landlord or resident is scoped to their
 * own account, which owns and rents nothing.
 */
export function visibleLeases(actor: Actor): SQL | undefined {
  if (can(actor.role, 'read:leases:any')) return undefined;
  if (!can(actor.role, 'read:leases:own')) return sql`false`;
  return sql`(${properties.ownerId} = ${actor.id} or exists (select 1 from ${leaseResidents} where ${leaseResidents.leaseId} = ${LEASE_ID} and ${leaseResidents.userId} = ${actor.id}))`;
}

/** What a lease owes now: its charges less the payments that did not fail (decision 0041). */
export const leaseBalanceSql = sql<number>`(coalesce((select sum(c.amount_cents) from charges c where c.lease_id = ${LEASE_ID}), 0) - coalesce((select sum(p.amount_cents) from payments p where p.lease_id = ${LEASE_ID} and p.status <> 'failed'), 0))::int`;

/**
 * What was owed before `today`: charges already due less the payments that count. A payment
 * reversal counts whatever its date: it cancels its payment, which counts from the day it was
 * received, so that a check bounced today leaves the lease as late as it was before it.
 */
export function pastDueSql(today: string): SQL<number> {
  return sql<number>`(coalesce((select sum(c.amount_cents) from charges c where c.lease_id = ${LEASE_ID} and (c.due_date < ${today} or c.kind = 'payment_reversal')), 0) - coalesce((select sum(p.amount_cents) from payments p where p.lease_id = ${LEASE_ID} and p.status <> 'failed'), 0))`;
}
