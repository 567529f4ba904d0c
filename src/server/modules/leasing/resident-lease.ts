import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OpenCharge } from '../../../shared/schemas/ledger';
import type { Db } from '../../db/client';
import { leaseResidents, leases } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { countsTowardBalance, openCharges } from './balance';
import { readLeaseDetail } from './lease-detail';

/**
 * The signed-in resident's lease: the one holding a unit now, else the next one starting, else the
 * last that ended; with its balance, the open charges and the ledger.
 */
export async function readResidentLease(db: Db, actor: Actor) {
  const [current] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
    .where(
      and(
        eq(leaseResidents.userId, actor.id),
        inArray(leases.status, ['active', 'notice_given', 'ended']),
      ),
    )
    .orderBy(
      sql`case ${leases.status} when 'active' then 0 when 'notice_given' then 0 else 1 end`,
      desc(leases.startDate),
    )
    .limit(1);
  if (!current) throw notFound('Your lease');
  const detail = await readLeaseDetail(db, actor, current.id);
  const paid = detail.ledger.payments
    .filter((p) => countsTowardBalance(p.status))
    .reduce((sum, p) => sum + p.amountCents, 0);
  const open: OpenCharge[] = openCharges(detail.ledger.charges, paid).map((c) => ({
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
