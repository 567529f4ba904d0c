import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_REFERENCE_PREFIX, type PaymentAppliesTo } from '../../../shared/leasing-terms';
import { cardFeeCents } from '../../../shared/payment-fee';
import type { Payment } from '../../../shared/schemas/ledger';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { charges, leases, payments, properties, siteSettings } from '../../db/tables';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { formatMoney } from '../../../shared/money';
import { allocateReference } from '../../lib/references';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { leaseBalanceSql } from '../leasing/lease-scope';
import { toPayment } from '../leasing/ledger-read';
import { notifyPaymentReceived } from '../leasing/ledger-writes';
import {
  insertNotification,
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { queueReceiptEmail } from './receipt-email';
import type { IntentOutcome, TokenDetails } from './provider';
import { joinLeaseHome } from '../../db/joins';
import { syncLeaseBooks } from '../accounting/lease-books';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * One online charge of a lease, whoever starts it: a resident in the portal, a visitor paying a
 * charge by its reference, or the scheduler's autopay. The caller has already decided that this
 * payer may pay this lease; everything from here on is the same for all of them.
 */
export interface LeaseCharge {
  leaseId: string;
  amountCents: number;
  method: 'card' | 'ach';
  /** The processor's token of the card or account (never the number itself). */
  token: string;
  idempotencyKey: string;
  /** Who pays: the account (null for a visitor or the scheduler) and where the receipt goes. */
  payer: { userId: string | null; email: string | null };
  /** Who the audit log names; null for a visitor or the scheduler. */
  auditActor: AuditActor | null;
  /** The saved method autopay used, so the ledger can say so. */
  paymentMethodId?: string | null;
  /** A narrower ceiling than the balance, e.g. what is still open on the charge a visitor pays. */
  maxAmountCents?: number;
  /** What the statement line at the processor says. */
  description: string;
  /** Runs in the transaction that stores the processor's answer (autopay queues its e-mails here). */
  inSettlement?: (tx: Db, row: PaymentRow) => Promise<void>;
  /** The charge a visitor pays by its reference, named on the receipt (decision 0044). */
  paidChargeId?: string | null;
  /** The visitor's receipt link token (decision 0044); null for a payer with an account. */
  receiptToken?: string | null;
}

export interface ChargeResult {
  payment: Payment;
  /** The key had already made this payment: nothing new was charged. */
  replayed: boolean;
  /** The row as stored, for callers that send a receipt or notify further. */
  row: PaymentRow;
}

/** The lease, locked for the claim so two payments of it are checked against the balance in turn. */
async function lockLease(tx: Db, leaseId: string) {
  const [row] = await joinLeaseHome(
    tx.select({ id: leases.id, ownerId: properties.ownerId }).from(leases).$dynamic(),
  )
    .where(eq(leases.id, leaseId))
    .for('update', { of: leases });
  if (!row) throw notFound('The lease');
  return row;
}

/** A payment made for one charge pays the deposit only when that charge is the deposit. */
async function appliesToCharge(tx: Db, chargeId: string): Promise<PaymentAppliesTo> {
  const [row] = await tx
    .select({ kind: charges.kind })
    .from(charges)
    .where(eq(charges.id, chargeId));
  return row?.kind === 'deposit' ? 'deposit' : 'charges';
}

/** What the lease owes now, by the ledger's one rule (decision 0041). */
export async function balanceOf(tx: Db, leaseId: string): Promise<number> {
  const [row] = await tx
    .select({ balance: leaseBalanceSql })
    .from(leases)
    .where(eq(leases.id, leaseId));
  return Number(row!.balance);
}

export async function cardFeeBasisPoints(tx: Db): Promise<number> {
  const [row] = await tx
    .select({ bp: siteSettings.cardFeeBasisPoints })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.bp ?? 0;
}

/** A declined or failed payment answers 402 with the processor's reason; nothing was charged. */
export function paymentFailure(row: PaymentRow): AppError {
  return new AppError('payment_failed', row.failureReason ?? 'The payment failed.');
}

/**
 * The payment an idempotency key already made, if any. The same payer, lease and amount get it
 * back (a double click, a second tab, a retry after a time-out); anything else reusing the key is
 * refused, so a key can never reveal or replay someone else's payment.
 */
async function earlierPayment(
  tx: Db,
  charge: LeaseCharge,
  leaseId: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, charge.idempotencyKey));
  if (!row) return null;
  const samePayer =
    row.createdBy === charge.payer.userId &&
    (charge.payer.userId !== null || row.payerEmail === charge.payer.email);
  if (!samePayer || row.leaseId !== leaseId || row.amountCents !== charge.amountCents) {
    throw new AppError('conflict', 'This idempotency key was already used for another payment.', {
      fields: { 'Idempotency-Key': 'Already used for another payment' },
    });
  }
  return row;
}

function amountRefusal(limit: number, balance: number): AppError {
  if (limit <= 0) return validationError({ amountCents: 'Nothing is due on this lease' });
  return validationError({
    amountCents:
      limit < balance
        ? `Enter at most ${formatMoney(limit)}, what is open on this charge`
        : `Enter at most ${formatMoney(limit)}, the balance due`,
  });
}

/** Claims the key with a pending payment, after checking the amount against the balance. */
async function claim(ctx: AppContext, charge: LeaseCharge, details: TokenDetails | null) {
  return ctx.db.transaction(async (tx) => {
    const lease = await lockLease(tx, charge.leaseId);
    const earlier = await earlierPayment(tx, charge, lease.id);
    if (earlier) return { earlier, lease };
    const balance = await balanceOf(tx, lease.id);
    const limit = Math.min(balance, charge.maxAmountCents ?? balance);
    if (charge.amountCents > limit) throw amountRefusal(limit, balance);
    const now = new Date();
    const feeCents =
      charge.method === 'card' ? cardFeeCents(charge.amountCents, await cardFeeBasisPoints(tx)) : 0;
    const [row] = await tx
      .insert(payments)
      .values({
        leaseId: lease.id,
        amountCents: charge.amountCents,
        feeCents,
        method: charge.method,
        // Pending while the processor decides: it already counts, so a second tab cannot overpay.
        status: 'pending',
        reference: await allocateReference(tx, PAYMENT_REFERENCE_PREFIX, now),
        idempotencyKey: charge.idempotencyKey,
        paymentMethodId: charge.paymentMethodId ?? null,
        payerEmail: charge.payer.email,
        methodBrand: details?.brand ?? null,
        methodLast4: details?.last4 ?? null,
        paidChargeId: charge.paidChargeId ?? null,
        appliesTo: charge.paidChargeId ? await appliesToCharge(tx, charge.paidChargeId) : 'charges',
        receiptToken: charge.receiptToken ?? null,
        processorToken: charge.token,
        createdBy: charge.payer.userId,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    // The same key was claimed for another lease in the meantime.
    if (!row) return { earlier: (await earlierPayment(tx, charge, lease.id))!, lease };
    // Pending already counts on the ledger, so it is in the books too; a failure reverses it.
    await syncLeaseBooks(tx, lease.id, { now, actorId: charge.payer.userId });
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

/** The payer hears of a failure (when they have an account), and so do the admins. */
async function notifyPaymentFailed(
  tx: Db,
  payerId: string | null,
  leaseId: string,
  payment: Payment,
): Promise<NotificationRow[]> {
  const input = {
    title: 'Payment failed',
    body: `${formatMoney(payment.amountCents)} (${payment.reference}) was not paid: ${payment.failureReason}`,
  };
  const rows: NotificationRow[] = [];
  if (payerId)
    rows.push(await insertNotification(tx, { ...input, userId: payerId, link: '/pay' }, null));
  rows.push(
    ...(await insertOfficeNotice(tx, { ...input, link: `/portal/leases/${leaseId}` }, null)),
  );
  return rows;
}

/** Who a processor's answer is recorded for: the audit's actor, the payer, the caller's extra step. */
export type SettleFor = Pick<LeaseCharge, 'auditActor' | 'inSettlement'> & {
  payer: { userId: string | null };
};

/**
 * Records what the processor answered, with its audit entry and notifications. Only a payment
 * still waiting for its answer changes: a second answer for it (a reconciliation racing the
 * request that made it) finds it recorded and changes nothing.
 */
export async function settle(
  ctx: AppContext,
  charge: SettleFor,
  row: PaymentRow,
  ownerId: string,
  outcome: IntentOutcome,
): Promise<PaymentRow> {
  const result = await ctx.db.transaction(async (tx) => {
    // The lease before the payment, as every ledger write (ledger-locks.ts): a failure posts.
    await lockLease(tx, row.leaseId);
    const now = new Date();
    const [after] = await tx
      .update(payments)
      .set(outcomeChanges(outcome, now))
      .where(
        and(
          eq(payments.id, row.id),
          eq(payments.status, 'pending'),
          isNull(payments.externalReference),
        ),
      )
      .returning();
    if (!after) {
      const [current] = await tx.select().from(payments).where(eq(payments.id, row.id));
      return { row: current!, notifications: [] as NotificationRow[] };
    }
    const payment = toPayment(after);
    await recordAudit(tx, charge.auditActor, {
      action: `payment.${outcome.status}`,
      target: `lease:${row.leaseId}`,
      after: payment,
    });
    let notifications: NotificationRow[] = [];
    if (outcome.status === 'succeeded') {
      notifications = await notifyPaymentReceived(tx, ownerId, row.leaseId, payment);
      await queueReceiptEmail(ctx, tx, row.id);
    } else if (outcome.status === 'failed') {
      await syncLeaseBooks(tx, row.leaseId, { now, actorId: charge.payer.userId });
      notifications = await notifyPaymentFailed(tx, charge.payer.userId, row.leaseId, payment);
    }
    await charge.inSettlement?.(tx, after);
    return { row: after, notifications };
  });
  for (const notification of result.notifications) await publishNotification(ctx, notification);
  return result.row;
}

/**
 * Charges a lease online. The idempotency key is claimed by a unique index before the processor is
 * called, so however many requests carry it, one payment is made and the others answer with it
 * (decision 0043). A failed payment throws 402 and counts for nothing.
 */
export async function chargeLease(ctx: AppContext, charge: LeaseCharge): Promise<ChargeResult> {
  const kind = await ctx.payments.tokenKind(charge.token);
  if (!kind) throw validationError({ token: 'This payment method is not valid. Enter it again.' });
  if (kind !== charge.method) {
    throw validationError({
      method:
        kind === 'card'
          ? 'This token is a card: choose card'
          : 'This token is a bank account: choose ach',
    });
  }
  const claimed = await claim(ctx, charge, await ctx.payments.describeToken(charge.token));
  if ('earlier' in claimed && claimed.earlier) {
    if (claimed.earlier.status === 'failed') throw paymentFailure(claimed.earlier);
    return { payment: toPayment(claimed.earlier), replayed: true, row: claimed.earlier };
  }
  const row = claimed.claimed!;
  const intent = await ctx.payments.createIntent({
    amountCents: row.amountCents + row.feeCents,
    currency: 'USD',
    idempotencyKey: charge.idempotencyKey,
    description: `${charge.description} ${row.reference}`,
    metadata: { paymentId: row.id, leaseId: row.leaseId, reference: row.reference },
  });
  const outcome = await ctx.payments.confirmIntent(intent, charge.token);
  const after = await settle(ctx, charge, row, claimed.lease.ownerId, outcome);
  if (after.status === 'failed') throw paymentFailure(after);
  return { payment: toPayment(after), replayed: false, row: after };
}
