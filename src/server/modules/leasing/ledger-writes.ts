import { eq, sql } from 'drizzle-orm';
import {
  CHARGE_REFERENCE_PREFIX,
  CREDIT_KINDS,
  PAYMENT_REFERENCE_PREFIX,
} from '../../../shared/leasing-terms';
import type { Charge, ManualCharge, ManualPayment, Payment } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { charges, leases, payments, properties } from '../../db/tables';
import { AppError, notFound } from '../../lib/app-error';
import { formatMoney } from '../../../shared/money';
import { allocateReference } from '../../lib/references';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import {
  insertNotification,
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { companyToday } from '../../lib/company-time';
import { lockPaymentAfterItsLease } from './ledger-locks';
import { toCharge, toPayment } from './ledger-read';
import { joinLeaseHome } from '../../db/joins';
import { syncLeaseBooks } from '../accounting/lease-books';

/**
 * The lease a ledger write posts to, locked first. Every ledger write takes the lease before a
 * reference number: a card payment does, and an office payment that took the PAY counter first
 * and then waited on the lease (its foreign key) deadlocked with it (the crash test, 2026-11-27).
 */
async function leaseForLedger(tx: Db, leaseId: string) {
  const [row] = await joinLeaseHome(
    tx
      .select({ id: leases.id, status: leases.status, ownerId: properties.ownerId })
      .from(leases)
      .$dynamic(),
  )
    .where(eq(leases.id, leaseId))
    .for('update', { of: leases });
  if (!row) throw notFound('Lease');
  if (row.status === 'draft' || row.status === 'cancelled') {
    throw new AppError('conflict', 'A draft or cancelled lease has no ledger to post to.');
  }
  return row;
}

/** A charge or credit an admin posts by hand; the amount is typed positive, credits stored negative. */
export async function postManualCharge(
  db: Db,
  actor: Actor,
  leaseId: string,
  input: ManualCharge,
): Promise<Charge> {
  return db.transaction(async (tx) => {
    await leaseForLedger(tx, leaseId);
    const now = new Date();
    const isCredit = (CREDIT_KINDS as readonly string[]).includes(input.kind);
    const [row] = await tx
      .insert(charges)
      .values({
        leaseId,
        kind: input.kind,
        amountCents: isCredit ? -input.amountCents : input.amountCents,
        dueDate: input.dueDate ?? (await companyToday(tx, now)),
        reference: await allocateReference(tx, CHARGE_REFERENCE_PREFIX, now),
        description: input.description,
        createdBy: actor.id,
        postedAt: now,
      })
      .returning();
    const charge = toCharge(row!);
    await syncLeaseBooks(tx, leaseId, { now, actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'charge.post',
      target: `lease:${leaseId}`,
      after: charge,
    });
    return charge;
  });
}

/** "Payment received" for the lease's owner and the admins, stored in the payment's transaction. */
export async function notifyPaymentReceived(
  tx: Db,
  ownerId: string,
  leaseId: string,
  payment: Payment,
) {
  const input = {
    title: 'Payment received',
    body: `${formatMoney(payment.amountCents)} received (${payment.reference}).`,
    link: `/portal/leases/${leaseId}`,
  };
  return [
    await insertNotification(tx, { ...input, userId: ownerId }, null),
    ...(await insertOfficeNotice(tx, input, null)),
  ];
}

/** The class of the per-key advisory locks (the rent run's lock is 7_250_046). */
const OFFICE_PAYMENT_KEY_LOCK = 7_250_047;

/**
 * A check, cash or money order received at the office. The idempotency key makes a retry, a double
 * click or a second tab return the first payment instead of recording a second one; a key reused
 * for a different payment is refused.
 */
export async function recordManualPayment(
  ctx: AppContext,
  actor: Actor,
  leaseId: string,
  input: ManualPayment,
): Promise<{ payment: Payment; replayed: boolean }> {
  const replay = async (tx: Db) => {
    const [existing] = await tx
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, input.idempotencyKey));
    if (!existing) return null;
    if (existing.leaseId !== leaseId || existing.amountCents !== input.amountCents) {
      throw new AppError('conflict', 'This idempotency key was already used for another payment.', {
        fields: { idempotencyKey: 'Already used for another payment' },
      });
    }
    return { payment: toPayment(existing), replayed: true, notifications: [] };
  };
  const result = await ctx.db.transaction(async (tx) => {
    // Requests with one key (a double click) queue here, so the later ones find the first payment
    // before taking a PAY number: without it each took one and dropped it, leaving gaps.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${OFFICE_PAYMENT_KEY_LOCK}, hashtext(${input.idempotencyKey}))`,
    );
    const lease = await leaseForLedger(tx, leaseId);
    const earlier = await replay(tx);
    if (earlier) return earlier;
    const now = new Date();
    const [row] = await tx
      .insert(payments)
      .values({
        leaseId,
        amountCents: input.amountCents,
        method: input.method,
        status: 'succeeded',
        reference: await allocateReference(tx, PAYMENT_REFERENCE_PREFIX, now),
        idempotencyKey: input.idempotencyKey,
        externalReference: input.externalReference || null,
        appliesTo: input.appliesTo,
        createdBy: actor.id,
        receivedAt: now,
        settledAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    // Another request with the same key committed first: answer with its payment.
    if (!row) return (await replay(tx))!;
    const payment = toPayment(row);
    await syncLeaseBooks(tx, leaseId, { now, actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'payment.record',
      target: `lease:${leaseId}`,
      after: payment,
    });
    const notifications = await notifyPaymentReceived(tx, lease.ownerId, leaseId, payment);
    return { payment, replayed: false, notifications };
  });
  for (const row of result.notifications as NotificationRow[]) await publishNotification(ctx, row);
  return { payment: result.payment, replayed: result.replayed };
}

/**
 * Takes back a payment (a bounced check, money posted to the wrong lease). The payment is marked
 * reversed and a `payment_reversal` charge puts its amount back on the balance; the unique
 * reverses_payment_id means a payment is reversed at most once.
 */
export async function reversePayment(
  db: Db,
  actor: Actor,
  paymentId: string,
  reason: string,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const before = await lockPaymentAfterItsLease(tx, eq(payments.id, paymentId));
    if (!before) throw notFound('Payment');
    if (before.status !== 'succeeded' && before.status !== 'pending') {
      throw new AppError('conflict', `A ${before.status} payment cannot be reversed.`);
    }
    const now = new Date();
    const [after] = await tx
      .update(payments)
      .set({ status: 'reversed', reversedAt: now, reversalReason: reason })
      .where(eq(payments.id, paymentId))
      .returning();
    await tx.insert(charges).values({
      leaseId: before.leaseId,
      kind: 'payment_reversal',
      amountCents: before.amountCents,
      dueDate: await companyToday(tx, now),
      reference: await allocateReference(tx, CHARGE_REFERENCE_PREFIX, now),
      description: `Payment ${before.reference} reversed: ${reason}`,
      reversesPaymentId: paymentId,
      createdBy: actor.id,
      postedAt: now,
    });
    const payment = toPayment(after!);
    await syncLeaseBooks(tx, before.leaseId, { now, actorId: actor.id });
    await recordAudit(tx, actor, {
      action: 'payment.reverse',
      target: `payment:${paymentId}`,
      before: toPayment(before),
      after: payment,
    });
    return payment;
  });
}
