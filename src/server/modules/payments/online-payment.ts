import { eq } from 'drizzle-orm';
import type { OnlinePayment, Payment } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { payments } from '../../db/tables';
import { formatMoney } from '../../../shared/money';
import { fieldError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { residentLeaseId } from '../leasing/resident-lease';
import { chargeLease } from './charge-lease';
import { openChargesOfLease } from '../leasing/open-charges';

/**
 * The resident's lease to pay: one they are a resident of. Without a lease id, the lease the portal
 * shows them (one holding a unit, else the last that ended).
 */
async function tenancyOf(db: Db, actor: Actor, leaseId: string | undefined): Promise<string> {
  const id = await residentLeaseId(db, actor, ['active', 'notice_given', 'ended'], { leaseId });
  if (!id) throw notFound('Your lease');
  return id;
}

/**
 * What a resident's payment may pay: the one open charge it names (up to what is open on it), or
 * else the open rent and charges, never the security deposit, which is held apart in escrow and is
 * paid by a payment meant for it.
 */
async function paymentTarget(db: Db, leaseId: string, input: OnlinePayment) {
  const open = await openChargesOfLease(db, leaseId);
  if (input.chargeId) {
    const charge = open.find((c) => c.id === input.chargeId);
    if (!charge) throw fieldError('chargeId', 'Choose one of the open charges');
    return { paidChargeId: charge.id, maxAmountCents: charge.openCents, kind: charge.kind };
  }
  const depositOpen = open
    .filter((c) => c.kind === 'deposit')
    .reduce((sum, c) => sum + c.openCents, 0);
  if (depositOpen > 0) {
    const otherOpen = open.reduce((sum, c) => sum + c.openCents, 0) - depositOpen;
    if (input.amountCents > otherOpen) {
      throw fieldError(
        'amountCents',
        otherOpen > 0
          ? `Enter at most ${formatMoney(otherOpen)} for rent and charges: the security deposit is paid on its own`
          : 'Only the security deposit is open: choose it as what this payment is for',
      );
    }
  }
  return NO_TARGET;
}

const NO_TARGET = { paidChargeId: null, maxAmountCents: undefined, kind: null } as const;

/** A retry of a payment this key already made is answered by it, even once nothing is open. */
async function keyWasUsed(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.idempotencyKey, key));
  return row !== undefined;
}

/** A resident pays their own lease online with a token the browser got from the processor. */
export async function payOwnLease(
  ctx: AppContext,
  actor: Actor,
  input: OnlinePayment,
  key: string,
): Promise<{ payment: Payment; replayed: boolean }> {
  const leaseId = await tenancyOf(ctx.db, actor, input.leaseId);
  const target = await paymentTarget(ctx.db, leaseId, input).catch(async (err: unknown) => {
    if (await keyWasUsed(ctx.db, key)) return NO_TARGET;
    throw err;
  });
  const { payment, replayed } = await chargeLease(ctx, {
    leaseId,
    amountCents: input.amountCents,
    method: input.method,
    token: input.token,
    idempotencyKey: key,
    payer: { userId: actor.id, email: actor.email },
    auditActor: actor,
    description: target.kind === 'deposit' ? 'Security deposit payment' : 'Rent payment',
    paidChargeId: target.paidChargeId,
    maxAmountCents: target.maxAmountCents,
  });
  return { payment, replayed };
}
