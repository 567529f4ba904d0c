import { and, eq, isNotNull } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX } from '../../../shared/leasing-terms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  charges,
  leaseResidents,
  leases,
  payments,
  properties,
  siteSettings,
} from '../../db/tables';
import { formatMoney } from '../../../shared/money';
import { allocateReference } from '../../lib/references';
import { recordAudit } from '../audit/audit.service';
import { companyToday } from '../../lib/company-time';
import { lockPaymentAfterItsLease } from '../leasing/ledger-locks';
import { toPayment } from '../leasing/ledger-read';
import { notifyPaymentReceived } from '../leasing/ledger-writes';
import { queueAutopayFailureEmails } from './autopay-emails';
import {
  insertNotification,
  insertOfficeNotice,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { queueReceiptEmail } from './receipt-email';
import type { SettlementEvent } from './provider';
import { joinLeaseHome } from '../../db/joins';
import { syncLeaseBooks } from '../accounting/lease-books';

async function ownerOf(tx: Db, leaseId: string): Promise<string> {
  const [row] = await joinLeaseHome(
    tx.select({ ownerId: properties.ownerId }).from(leases).$dynamic(),
  ).where(eq(leases.id, leaseId));
  return row!.ownerId;
}

async function notifyReturned(tx: Db, leaseId: string, body: string): Promise<NotificationRow[]> {
  const residents = await tx
    .select({ userId: leaseResidents.userId })
    .from(leaseResidents)
    .where(eq(leaseResidents.leaseId, leaseId));
  const input = { title: 'Payment returned', body };
  const rows: NotificationRow[] = [];
  for (const r of residents) {
    rows.push(await insertNotification(tx, { ...input, userId: r.userId, link: '/pay' }, null));
  }
  rows.push(
    ...(await insertOfficeNotice(tx, { ...input, link: `/portal/leases/${leaseId}` }, null)),
  );
  return rows;
}

/**
 * What the processor reported about a bank debit that was processing: it settled, or the bank
 * returned it, which puts the amount back with a `payment_reversal` and posts the returned-payment
 * fee from site settings. Only a pending payment changes, so an event delivered twice (webhooks
 * are retried) does nothing the second time. A Stripe webhook route would call this too.
 */
export async function applySettlementEvent(
  ctx: AppContext,
  event: SettlementEvent,
  now: Date,
): Promise<void> {
  const notifications = await ctx.db.transaction(async (tx) => {
    const before = await lockPaymentAfterItsLease(
      tx,
      and(eq(payments.externalReference, event.chargeId), eq(payments.status, 'pending')),
    );
    if (!before) return [];
    if (event.type === 'charge.succeeded') {
      const [after] = await tx
        .update(payments)
        .set({ status: 'succeeded', settledAt: now })
        .where(eq(payments.id, before.id))
        .returning();
      const payment = toPayment(after!);
      await syncLeaseBooks(tx, before.leaseId, { now });
      await recordAudit(tx, null, {
        action: 'payment.settled',
        target: `lease:${before.leaseId}`,
        before: toPayment(before),
        after: payment,
      });
      await queueReceiptEmail(ctx, tx, before.id);
      return notifyPaymentReceived(tx, await ownerOf(tx, before.leaseId), before.leaseId, payment);
    }
    const reason = event.message;
    const [after] = await tx
      .update(payments)
      .set({ status: 'returned', failureReason: reason, reversedAt: now })
      .where(eq(payments.id, before.id))
      .returning();
    const dueDate = await companyToday(tx, now);
    await tx.insert(charges).values({
      leaseId: before.leaseId,
      kind: 'payment_reversal',
      amountCents: before.amountCents,
      dueDate,
      reference: await allocateReference(tx, CHARGE_REFERENCE_PREFIX, now),
      description: `Payment ${before.reference} returned by the bank: ${reason}`,
      reversesPaymentId: before.id,
      postedAt: now,
    });
    const [settings] = await tx
      .select({ fee: siteSettings.returnedPaymentFeeCents })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    const fee = settings?.fee ?? 0;
    if (fee > 0) {
      await tx.insert(charges).values({
        leaseId: before.leaseId,
        kind: 'returned_payment_fee',
        amountCents: fee,
        dueDate,
        reference: await allocateReference(tx, CHARGE_REFERENCE_PREFIX, now),
        description: `Returned payment fee (${before.reference})`,
        postedAt: now,
      });
    }
    await syncLeaseBooks(tx, before.leaseId, { now });
    await queueAutopayFailureEmails(ctx, tx, after!, true);
    await recordAudit(tx, null, {
      action: 'payment.returned',
      target: `lease:${before.leaseId}`,
      before: toPayment(before),
      after: toPayment(after!),
    });
    const feeText = fee > 0 ? ` A ${formatMoney(fee)} returned-payment fee was posted.` : '';
    return notifyReturned(
      tx,
      before.leaseId,
      `${formatMoney(before.amountCents)} (${before.reference}) was returned: ${reason}.${feeText}`,
    );
  });
  for (const row of notifications) await publishNotification(ctx, row);
}

/** Asks the processor about every bank debit still processing and applies what it reports. */
export async function settlePendingPayments(ctx: AppContext, now: Date): Promise<number> {
  const pending = await ctx.db
    .select({ chargeId: payments.externalReference })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.method, 'ach'),
        isNotNull(payments.externalReference),
      ),
    );
  const events = await ctx.payments.settlementEvents(
    pending.map((p) => p.chargeId!),
    now,
  );
  for (const event of events) await applySettlementEvent(ctx, event, now);
  return events.length;
}
