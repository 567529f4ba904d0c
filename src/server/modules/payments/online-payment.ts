import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OnlinePayment, Payment } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leaseResidents, leases } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { chargeLease } from './charge-lease';

/**
 * The resident's lease to pay: one they are a resident of. Without a lease id, the lease the portal
 * shows them (one holding a unit, else the last that ended).
 */
async function tenancyOf(db: Db, actor: Actor, leaseId: string | undefined): Promise<string> {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
    .where(
      and(
        eq(leaseResidents.userId, actor.id),
        inArray(leases.status, ['active', 'notice_given', 'ended']),
        leaseId ? eq(leases.id, leaseId) : undefined,
      ),
    )
    .orderBy(
      sql`case ${leases.status} when 'ended' then 1 else 0 end`,
      sql`${leases.startDate} desc`,
    )
    .limit(1);
  if (!row) throw notFound('Your lease');
  return row.id;
}

/** A resident pays their own lease online with a token the browser got from the processor. */
export async function payOwnLease(
  ctx: AppContext,
  actor: Actor,
  input: OnlinePayment,
  key: string,
): Promise<{ payment: Payment; replayed: boolean }> {
  const leaseId = await tenancyOf(ctx.db, actor, input.leaseId);
  const { payment, replayed } = await chargeLease(ctx, {
    leaseId,
    amountCents: input.amountCents,
    method: input.method,
    token: input.token,
    idempotencyKey: key,
    payer: { userId: actor.id, email: actor.email },
    auditActor: actor,
    description: 'Rent payment',
  });
  return { payment, replayed };
}
