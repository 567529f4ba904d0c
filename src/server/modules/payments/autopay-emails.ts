import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leases, properties, units, users } from '../../db/tables';
import { capabilityHolders } from '../../lib/capability-holders';
import type { Email } from '../../lib/mailer';
import { siteUrl } from '../../lib/email-layout';
import type { Language } from '../../../shared/language-path';
import { formatMoney } from '../../../shared/money';
import type { PaymentRow } from './charge-lease';
import { joinLeaseHome } from '../../db/joins';

/** Autopay's charges are the payments whose idempotency key it made (`autopay:<lease>:<month>`). */
export const isAutopayPayment = (row: PaymentRow) => row.idempotencyKey.startsWith('autopay:');

interface FailureFacts {
  residentName: string;
  residentEmail: string;
  home: string;
  amountCents: number;
  reference: string;
  /** The processor's or the bank's words, as they gave them. */
  reason: string | null;
  leaseId: string;
  publicUrl: string;
}

const RESIDENT = {
  en: {
    subject: (f: FailureFacts, returned: boolean) =>
      returned
        ? `Your autopay rent payment ${f.reference} was returned`
        : `Autopay could not pay your rent (${f.reference})`,
    heading: (returned: boolean) =>
      returned ? 'Your autopay payment was returned' : 'Autopay could not pay your rent',
    what: (f: FailureFacts, amount: string, reason: string, returned: boolean) =>
      returned
        ? `Your bank returned the autopay payment of ${amount} (${f.reference}) for ${f.home}: ${reason}. The amount is back on your balance.`
        : `Autopay tried to pay ${amount} (${f.reference}) for ${f.home} and the payment failed: ${reason}. Nothing was charged and your balance is unchanged.`,
    next: 'Please pay from the portal, or change the card or account autopay uses. Autopay stays on and tries again on next month’s due day.',
    action: 'Open your lease',
    noReason: 'the processor gave no reason',
  },
  es: {
    subject: (f: FailureFacts, returned: boolean) =>
      returned
        ? `Su pago automático de alquiler ${f.reference} fue devuelto`
        : `El pago automático no pudo pagar su alquiler (${f.reference})`,
    heading: (returned: boolean) =>
      returned ? 'Su pago automático fue devuelto' : 'El pago automático no pudo pagar su alquiler',
    what: (f: FailureFacts, amount: string, reason: string, returned: boolean) =>
      returned
        ? `Su banco devolvió el pago automático de ${amount} (${f.reference}) de ${f.home}: ${reason}. El importe volvió a su saldo.`
        : `El pago automático intentó pagar ${amount} (${f.reference}) de ${f.home} y el pago falló: ${reason}. No se cobró nada y su saldo no cambió.`,
    next: 'Pague desde el portal, o cambie la tarjeta o la cuenta que usa el pago automático. El pago automático sigue activo y lo intentará de nuevo el día de pago del mes próximo.',
    action: 'Abrir su contrato',
    noReason: 'el procesador no indicó el motivo',
  },
} as const;

function residentEmail(f: FailureFacts, language: Language, returned: boolean): Email {
  const t = RESIDENT[language];
  const amount = formatMoney(f.amountCents, language);
  return {
    to: f.residentEmail,
    language,
    subject: t.subject(f, returned),
    content: {
      heading: t.heading(returned),
      greet: f.residentName,
      paragraphs: [t.what(f, amount, f.reason ?? t.noReason, returned), t.next],
      action: { label: t.action, url: siteUrl(f.publicUrl, language, '/portal/lease') },
    },
  };
}

const STAFF = {
  en: {
    subject: (f: FailureFacts, returned: boolean) =>
      `Autopay ${returned ? 'payment returned' : 'failed'}: ${f.home} (${f.reference})`,
    heading: (returned: boolean) => (returned ? 'Autopay payment returned' : 'Autopay failed'),
    what: (f: FailureFacts, amount: string, reason: string, returned: boolean) =>
      `${returned ? 'The bank returned' : 'Autopay could not make'} the payment of ${amount} (${f.reference}) by ${f.residentName} <${f.residentEmail}> for ${f.home}: ${reason}.`,
    action: 'Open the lease',
    noReason: 'the processor gave no reason',
  },
  es: {
    subject: (f: FailureFacts, returned: boolean) =>
      `Pago automático ${returned ? 'devuelto' : 'fallido'}: ${f.home} (${f.reference})`,
    heading: (returned: boolean) =>
      returned ? 'Pago automático devuelto' : 'Pago automático fallido',
    what: (f: FailureFacts, amount: string, reason: string, returned: boolean) =>
      `${returned ? 'El banco devolvió' : 'El pago automático no pudo hacer'} el pago de ${amount} (${f.reference}) de ${f.residentName} <${f.residentEmail}> por ${f.home}: ${reason}.`,
    action: 'Abrir el contrato',
    noReason: 'el procesador no indicó el motivo',
  },
} as const;

function staffEmail(
  to: { email: string; language: Language },
  f: FailureFacts,
  returned: boolean,
): Email {
  const t = STAFF[to.language];
  return {
    to: to.email,
    language: to.language,
    subject: t.subject(f, returned),
    content: {
      heading: t.heading(returned),
      paragraphs: [
        t.what(f, formatMoney(f.amountCents, to.language), f.reason ?? t.noReason, returned),
      ],
      action: {
        label: t.action,
        url: siteUrl(f.publicUrl, to.language, `/portal/leases/${f.leaseId}`),
      },
    },
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
    .select({ name: users.name, email: users.email, language: users.language })
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
    amountCents: row.amountCents,
    reference: row.reference,
    // Its own full stop would double the sentence's.
    reason: row.failureReason?.replace(/\.$/, '') || null,
    leaseId: row.leaseId,
    publicUrl: ctx.config.publicUrl,
  };
  await ctx.mailer.queue(tx, residentEmail(facts, resident.language, returned));
  const office = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(capabilityHolders('receive:office-notices:any', { active: true }));
  for (const person of office) {
    await ctx.mailer.queue(tx, staffEmail(person, facts, returned));
  }
}
