import type { OnlinePayment, Payment } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { residentLeaseId } from '../leasing/resident-lease';
import { chargeLease } from './charge-lease';

/**
 * The resident's lease to pay: one they are a resident of. Without a lease id, the lease the portal
 * shows them (one holding a unit, else the last that ended).
 */
async function tenancyOf(db: Db, actor: Actor, leaseId: string | undefined): Promise<string> {
  const id = await residentLeaseId(db, actor, ['active', 'notice_given', 'ended'], { leaseId });
  if (!id) throw notFound('Your lease');
  return id;
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
