import { eq } from 'drizzle-orm';
import type { Receipt } from '../../../shared/schemas/pay';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leaseResidents, payments, users } from '../../db/tables';
import type { Email } from '../../lib/mailer';
import { siteUrl } from '../../lib/email-layout';
import type { Language } from '../../../shared/language-path';
import { receiptForEmail } from './receipts';
import { receiptRows } from './receipt-text';

/** Where the receipt lives: the visitor's token link, or the portal page for an account. */
export function receiptUrl(
  publicUrl: string,
  paymentId: string,
  token: string | null,
  language: Language = 'en',
): string {
  return siteUrl(
    publicUrl,
    language,
    token ? `/pay/receipts/${token}` : `/portal/payments/${paymentId}`,
  );
}

const RECEIPT = {
  en: {
    subject: (reference: string, total: string, company: string) =>
      `Receipt ${reference}: ${total} paid to ${company}`,
    heading: 'Thank you for your payment',
    intro: (company: string) => `This is your receipt from ${company}.`,
    action: 'See the receipt and its PDF',
  },
  es: {
    subject: (reference: string, total: string, company: string) =>
      `Recibo ${reference}: ${total} pagados a ${company}`,
    heading: 'Gracias por su pago',
    intro: (company: string) => `Este es su recibo de ${company}.`,
    action: 'Ver el recibo y su PDF',
  },
} as const;

export function receiptEmail(
  to: { email: string; language: Language },
  receipt: Receipt,
  link: string,
): Email {
  const rows = receiptRows(receipt, to.language);
  const t = RECEIPT[to.language];
  return {
    to: to.email,
    language: to.language,
    subject: t.subject(receipt.reference, rows[rows.length - 1]![1], receipt.company.name),
    content: {
      heading: t.heading,
      paragraphs: [t.intro(receipt.company.name)],
      details: rows,
      action: { label: t.action, url: link },
    },
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
  // A visitor's address is written to in the language of its account, English without one.
  const recipients = payment.email
    ? [
        (
          await tx
            .select({ email: users.email, language: users.language })
            .from(users)
            .where(eq(users.email, payment.email))
        )[0] ?? { email: payment.email, language: 'en' as const },
      ]
    : await tx
        .select({ email: users.email, language: users.language })
        .from(leaseResidents)
        .innerJoin(users, eq(users.id, leaseResidents.userId))
        .where(eq(leaseResidents.leaseId, payment.leaseId));
  const seen = new Set<string>();
  for (const to of recipients) {
    if (seen.has(to.email)) continue;
    seen.add(to.email);
    const link = receiptUrl(ctx.config.publicUrl, paymentId, payment.receiptToken, to.language);
    await ctx.mailer.queue(tx, receiptEmail(to, receipt, link));
  }
}
