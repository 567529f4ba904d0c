import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { leases, payments, properties } from '../../db/tables';
import { joinLeaseHome } from '../../db/joins';
import { settle } from './charge-lease';

/** A payment younger than this may still be waiting for the processor in the request that made it. */
export const INTERRUPTED_AFTER_MS = 2 * 60_000;

/**
 * Online payments cut off between their claim and the processor's answer (a crash, a kill, a lost
 * connection) stay `pending` with no charge id, and count against the balance. Each is asked of
 * the processor again by its idempotency key: the same key gives the same intent and the same
 * token the same outcome, so a charge that went through is recorded as it was, and one that never
 * reached the processor is completed or refused now. Runs at start and on the scheduler's loop.
 */
export async function reconcileInterruptedPayments(ctx: AppContext, now: Date): Promise<number> {
  const stuck = await joinLeaseHome(
    ctx.db
      .select({ row: payments, ownerId: properties.ownerId })
      .from(payments)
      .innerJoin(leases, eq(leases.id, payments.leaseId))
      .$dynamic(),
  ).where(
    and(
      eq(payments.status, 'pending'),
      isNull(payments.externalReference),
      inArray(payments.method, ['card', 'ach']),
      isNotNull(payments.processorToken),
      lt(payments.receivedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS)),
    ),
  );
  for (const { row, ownerId } of stuck) {
    const intent = await ctx.payments.createIntent({
      amountCents: row.amountCents + row.feeCents,
      currency: 'USD',
      idempotencyKey: row.idempotencyKey,
      description: `Payment ${row.reference}`,
      metadata: { paymentId: row.id, leaseId: row.leaseId, reference: row.reference },
    });
    const outcome = await ctx.payments.confirmIntent(intent, row.processorToken!);
    await settle(
      ctx,
      { auditActor: null, payer: { userId: row.createdBy } },
      row,
      ownerId,
      outcome,
    );
  }
  return stuck.length;
}
