import { eq } from 'drizzle-orm';
import type { Receipt } from '../../../shared/schemas/pay';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leaseResidents, payments, users } from '../../db/tables';
import type { Email } from '../../lib/mailer';
import { receiptForEmail } from './receipts';
import { receiptRows } from './receipt-text';

/** Where the receipt lives: the visitor's token link, or the portal page for an account. */
export function receiptUrl(publicUrl: string, paymentId: string, token: string | null): string {
  return token ? `${publicUrl}/pay/receipts/${token}` : `${publicUrl}/portal/payments/${paymentId}`;
}

export function receiptEmail(to: string, receipt: Receipt, link: string): Email {
  const rows = receiptRows(receipt, 'en');
  const pad = Math.max(...rows.map(([label]) => label.length)) + 2;
  return {
    to,
    subject: `Receipt ${receipt.reference}: ${rows[rows.length - 1]![1]} paid to ${receipt.company.name}`,
    text: [
      'Thank you for your payment.',
      '',
      ...rows.map(([label, value]) => `${`${label}:`.padEnd(pad)}${value}`),
      '',
      `Your receipt, and its PDF: ${link}`,
      '',
      `${receipt.company.name} · ${receipt.company.phone} · ${receipt.company.email}`,
    ].join('\n'),
  };
}

/**
 * Queues the receipt of a payment that succeeded (or settled), inside the caller's transaction so
 * the e-mail exists exactly when the payment's new status does. It goes to whoever paid: the
 * visitor's address or the resident's account; a payment with neither (autopay started by the
 * scheduler) goes to the lease's residents.
 */
export async function queueReceiptEmail(ctx: AppContext, tx: Db, paymentId: string): Promise<void> {
  const receipt = await receiptForEmail(tx, paymentId);
  if (!receipt) return;
  const [payment] = await tx
    .select({
      email: payments.payerEmail,
      leaseId: payments.leaseId,
      receiptToken: payments.receiptToken,
    })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!payment) return;
  const recipients = payment.email
    ? [payment.email]
    : (
        await tx
          .select({ email: users.email })
          .from(leaseResidents)
          .innerJoin(users, eq(users.id, leaseResidents.userId))
          .where(eq(leaseResidents.leaseId, payment.leaseId))
      ).map((r) => r.email);
  const link = receiptUrl(ctx.config.publicUrl, paymentId, payment.receiptToken);
  for (const to of new Set(recipients)) await ctx.mailer.queue(tx, receiptEmail(to, receipt, link));
}
