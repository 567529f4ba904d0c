import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leases, properties, units, users } from '../../db/tables';
import { capabilityHolders } from '../../lib/capability-holders';
import type { Email } from '../../lib/mailer';
import { formatMoney } from '../../../shared/money';
import type { PaymentRow } from './charge-lease';
import { joinLeaseHome } from '../../db/joins';

/** Autopay's charges are the payments whose idempotency key it made (`autopay:<lease>:<month>`). */
export const isAutopayPayment = (row: PaymentRow) => row.idempotencyKey.startsWith('autopay:');

interface FailureFacts {
  residentName: string;
  residentEmail: string;
  home: string;
  amount: string;
  reference: string;
  reason: string;
  leaseUrl: string;
  portalUrl: string;
}

function residentEmail(f: FailureFacts, returned: boolean): Email {
  return {
    to: f.residentEmail,
    subject: returned
      ? `Your autopay rent payment ${f.reference} was returned`
      : `Autopay could not pay your rent (${f.reference})`,
    text: [
      `Hello ${f.residentName},`,
      '',
      returned
        ? `Your bank returned the autopay payment of ${f.amount} (${f.reference}) for ${f.home}: ${f.reason}. The amount is back on your balance.`
        : `Autopay tried to pay ${f.amount} (${f.reference}) for ${f.home} and the payment failed: ${f.reason}. Nothing was charged and your balance is unchanged.`,
      '',
      `Please pay from the portal, or change the card or account autopay uses: ${f.portalUrl}`,
      'Autopay stays on and tries again on next month’s due day.',
    ].join('\n'),
  };
}

function staffEmail(to: string, f: FailureFacts, returned: boolean): Email {
  return {
    to,
    subject: `Autopay ${returned ? 'payment returned' : 'failed'}: ${f.home} (${f.reference})`,
    text: [
      `${returned ? 'The bank returned' : 'Autopay could not make'} the payment of ${f.amount} (${f.reference}) by ${f.residentName} <${f.residentEmail}> for ${f.home}: ${f.reason}.`,
      '',
      `Open the lease: ${f.leaseUrl}`,
    ].join('\n'),
  };
}

/**
 * Queues the e-mails of an autopay charge that failed, or that the bank returned later: to the
 * resident who enrolled and to every admin, in the transaction that records the failure.
 * Notifications are sent by the payment code itself; a payment autopay did not make is ignored.
 */
export async function queueAutopayFailureEmails(
  ctx: AppContext,
  tx: Db,
  row: PaymentRow,
  returned: boolean,
): Promise<void> {
  if (!isAutopayPayment(row) || !row.createdBy) return;
  const [resident] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.createdBy));
  const [home] = await joinLeaseHome(
    tx.select({ property: properties.name, unit: units.label }).from(leases).$dynamic(),
  ).where(eq(leases.id, row.leaseId));
  if (!resident || !home) return;
  const facts: FailureFacts = {
    residentName: resident.name,
    residentEmail: resident.email,
    home: `${home.property}, ${home.unit}`,
    amount: formatMoney(row.amountCents),
    reference: row.reference,
    reason: row.failureReason ?? 'the processor gave no reason',
    leaseUrl: `${ctx.config.publicUrl}/portal/leases/${row.leaseId}`,
    portalUrl: `${ctx.config.publicUrl}/portal/lease`,
  };
  await ctx.mailer.queue(tx, residentEmail(facts, returned));
  const office = await tx
    .select({ email: users.email })
    .from(users)
    .where(capabilityHolders('receive:office-notices:any', { active: true }));
  for (const person of office) {
    await ctx.mailer.queue(tx, staffEmail(person.email, facts, returned));
  }
}
