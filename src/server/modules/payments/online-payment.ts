import { and, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_REFERENCE_PREFIX } from '../../../shared/leasing-terms';
import { cardFeeCents } from '../../../shared/payment-fee';
import type { OnlinePayment, Payment } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leaseResidents, leases, payments, properties, siteSettings, units } from '../../db/tables';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { formatCents } from '../../lib/money';
import { allocateReference } from '../../lib/references';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { leaseBalanceSql } from '../leasing/lease-scope';
import { toPayment } from '../leasing/ledger-read';
import { notifyPaymentReceived } from '../leasing/ledger-writes';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import type { IntentOutcome } from './provider';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The resident's lease to pay, locked for this transaction so that two payments of one lease
 * (two tabs, two keys) are checked against the balance one after the other. Without a lease id:
 * the lease the portal shows them (one holding a unit, else the last that ended).
 */
async function lockTenancy(tx: Db, actor: Actor, leaseId: string | undefined) {
  const [row] = await tx
    .select({ id: leases.id, status: leases.status, ownerId: properties.ownerId })
    .from(leases)
    .innerJoin(leaseResidents, eq(leaseResidents.leaseId, leases.id))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, units.propertyId))
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
    .limit(1)
    .for('update', { of: leases });
  if (!row) throw notFound('Your lease');
  return row;
}

/** What the lease owes now, by the ledger's one rule (decision 0041). */
async function balanceOf(tx: Db, leaseId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: leaseBalanceSql })
    .from(leases)
    .where(eq(leases.id, leaseId));
  return Number(row!.balance);
}

async function cardFeeBasisPoints(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ bp: siteSettings.cardFeeBasisPoints })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.bp ?? 0;
}

/** A declined or failed payment answers 402 with the processor's reason; nothing was charged. */
function failure(row: PaymentRow): AppError {
  return new AppError('payment_failed', row.failureReason ?? 'The payment failed.');
}

/**
 * The payment an idempotency key already made, if any. The same resident, lease and amount get it
 * back (a double click, a second tab, a retry after a time-out); anything else reusing the key is
 * refused, so a key can never reveal or replay someone else's payment.
 */
async function earlierPayment(
  tx: Db,
  actor: Actor,
  key: string,
  leaseId: string,
  amountCents: number,
): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.idempotencyKey, key));
  if (!row) return null;
  if (row.createdBy !== actor.id || row.leaseId !== leaseId || row.amountCents !== amountCents) {
    throw new AppError('conflict', 'This idempotency key was already used for another payment.', {
      fields: { 'Idempotency-Key': 'Already used for another payment' },
    });
  }
  return row;
}

/** Claims the key with a pending payment, after checking the amount against the balance. */
async function claim(ctx: AppContext, actor: Actor, input: OnlinePayment, key: string) {
  return ctx.db.transaction(async (tx) => {
    const lease = await lockTenancy(tx, actor, input.leaseId);
    const earlier = await earlierPayment(tx, actor, key, lease.id, input.amountCents);
    if (earlier) return { earlier, lease };
    const balance = await balanceOf(tx, lease.id);
    if (input.amountCents > balance) {
      throw validationError({
        amountCents:
          balance > 0
            ? `Enter at most ${formatCents(balance)}, the balance due`
            : 'Nothing is due on this lease',
      });
    }
    const now = new Date();
    const feeCents =
      input.method === 'card' ? cardFeeCents(input.amountCents, await cardFeeBasisPoints(tx)) : 0;
    const [row] = await tx
      .insert(payments)
      .values({
        leaseId: lease.id,
        amountCents: input.amountCents,
        feeCents,
        method: input.method,
        // Pending while the processor decides: it already counts, so a second tab cannot overpay.
        status: 'pending',
        reference: await allocateReference(tx, PAYMENT_REFERENCE_PREFIX, now),
        idempotencyKey: key,
        payerEmail: actor.email,
        createdBy: actor.id,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    // The same key was claimed for another lease in the meantime.
    if (!row)
      return {
        earlier: (await earlierPayment(tx, actor, key, lease.id, input.amountCents))!,
        lease,
      };
    return { claimed: row, lease };
  });
}

function outcomeChanges(outcome: IntentOutcome, now: Date): Partial<PaymentRow> {
  switch (outcome.status) {
    case 'succeeded':
      return { status: 'succeeded', settledAt: now, externalReference: outcome.chargeId };
    case 'processing':
      return { status: 'pending', externalReference: outcome.chargeId };
    case 'failed':
      return { status: 'failed', failureReason: outcome.message };
  }
}

async function notifyPaymentFailed(tx: Db, residentId: string, leaseId: string, payment: Payment) {
  const input = {
    title: 'Payment failed',
    body: `${formatCents(payment.amountCents)} (${payment.reference}) was not paid: ${payment.failureReason}`,
  };
  return [
    await insertNotification(tx, { ...input, userId: residentId, link: '/pay' }, null),
    await insertNotification(
      tx,
      { ...input, role: 'admin', link: `/portal/leases/${leaseId}` },
      null,
    ),
  ];
}

/** Records what the processor answered, with its audit entry and notifications. */
async function settle(
  ctx: AppContext,
  actor: Actor,
  row: PaymentRow,
  ownerId: string,
  outcome: IntentOutcome,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(payments)
      .set(outcomeChanges(outcome, new Date()))
      .where(eq(payments.id, row.id))
      .returning();
    const payment = toPayment(after!);
    await recordAudit(tx, actor, {
      action: `payment.${outcome.status}`,
      target: `lease:${row.leaseId}`,
      after: payment,
    });
    let notifications: NotificationRow[] = [];
    if (outcome.status === 'succeeded') {
      notifications = await notifyPaymentReceived(tx, ownerId, row.leaseId, payment);
    } else if (outcome.status === 'failed') {
      notifications = await notifyPaymentFailed(tx, actor.id, row.leaseId, payment);
    }
    return { row: after!, notifications };
  });
  for (const notification of result.notifications) await publishNotification(ctx, notification);
  return result.row;
}

/**
 * A resident pays their own lease online with a token the browser got from the processor. The
 * idempotency key is claimed by a unique index before the processor is called, so however many
 * requests carry it, one payment is made and the others answer with it (decision 0043).
 */
export async function payOwnLease(
  ctx: AppContext,
  actor: Actor,
  input: OnlinePayment,
  key: string,
): Promise<{ payment: Payment; replayed: boolean }> {
  const kind = await ctx.payments.tokenKind(input.token);
  if (!kind) throw validationError({ token: 'This payment method is not valid. Enter it again.' });
  if (kind !== input.method) {
    throw validationError({
      method:
        kind === 'card'
          ? 'This token is a card: choose card'
          : 'This token is a bank account: choose ach',
    });
  }
  const claimed = await claim(ctx, actor, input, key);
  if ('earlier' in claimed && claimed.earlier) {
    if (claimed.earlier.status === 'failed') throw failure(claimed.earlier);
    return { payment: toPayment(claimed.earlier), replayed: true };
  }
  const row = claimed.claimed!;
  const intent = await ctx.payments.createIntent({
    amountCents: row.amountCents + row.feeCents,
    currency: 'USD',
    idempotencyKey: key,
    description: `Rent payment ${row.reference}`,
    metadata: { paymentId: row.id, leaseId: row.leaseId, reference: row.reference },
  });
  const outcome = await ctx.payments.confirmIntent(intent, input.token);
  const after = await settle(ctx, actor, row, claimed.lease.ownerId, outcome);
  if (after.status === 'failed') throw failure(after);
  return { payment: toPayment(after), replayed: false };
}
