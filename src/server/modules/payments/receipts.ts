import { and, eq, type SQL } from 'drizzle-orm';
import type { Receipt } from '../../../shared/schemas/pay';
import type { Db } from '../../db/client';
import {
  charges,
  leases,
  paymentMethods,
  payments,
  properties,
  siteSettings,
  units,
} from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { companyTimeZone } from '../../lib/company-time';
import { visibleLeases } from '../leasing/lease-scope';
import { joinLeaseHome } from '../../db/joins';

const ONLINE_METHODS = new Set(['card', 'ach']);

/** The payment, its home and the charge a visitor paid, where `where` allows; null otherwise. */
async function receiptRow(db: Db, where: SQL | undefined) {
  const [row] = await joinLeaseHome(
    db
      .select({
        payment: payments,
        leaseId: leases.id,
        propertyName: properties.name,
        unitLabel: units.label,
        chargeReference: charges.reference,
        chargeDescription: charges.description,
        savedBrand: paymentMethods.brand,
        savedLast4: paymentMethods.last4,
      })
      .from(payments)
      .innerJoin(leases, eq(leases.id, payments.leaseId))
      .$dynamic(),
  )
    .leftJoin(charges, eq(charges.id, payments.paidChargeId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .where(where)
    .limit(1);
  return row ?? null;
}

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof receiptRow>>>;

async function toReceipt(db: Db, row: ReceiptRow, withLease: boolean): Promise<Receipt> {
  const [settings] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const p = row.payment;
  return {
    id: p.id,
    reference: p.reference,
    status: p.status,
    method: p.method,
    // Autopay names its saved method; a one-time payment carries what the processor reported.
    methodBrand: p.methodBrand ?? row.savedBrand ?? null,
    methodLast4: p.methodLast4 ?? row.savedLast4 ?? null,
    // For an online payment the external reference is the processor's charge id: not the payer's.
    checkNumber: ONLINE_METHODS.has(p.method) ? null : p.externalReference,
    amountCents: p.amountCents,
    feeCents: p.feeCents,
    totalCents: p.amountCents + p.feeCents,
    receivedAt: p.receivedAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
    failureReason: p.failureReason,
    reversalReason: p.reversalReason,
    timeZone: await companyTimeZone(db),
    company: {
      name: settings?.brandName ?? 'Blu',
      legalName: settings?.legalName ?? '',
      address: settings?.address ?? '',
      phone: settings?.phone ?? '',
      email: settings?.supportEmail ?? '',
    },
    lease: withLease
      ? { id: row.leaseId, propertyName: row.propertyName, unitLabel: row.unitLabel }
      : null,
    charge:
      row.chargeReference && row.chargeDescription
        ? { reference: row.chargeReference, description: row.chargeDescription }
        : null,
  };
}

/**
 * A payment's receipt for someone signed in: the lease's residents, the property's landlord and
 * admins. Anyone else gets the same 404 as for a payment that does not exist.
 */
export async function readReceipt(db: Db, actor: Actor, paymentId: string): Promise<Receipt> {
  const row = await receiptRow(db, and(eq(payments.id, paymentId), visibleLeases(actor)));
  if (!row) throw notFound('The payment');
  return toReceipt(db, row, true);
}

/**
 * A visitor's receipt by the token of its link (decision 0044). It names the charge paid, never
 * the home or the people on the lease: the token may be forwarded.
 */
export async function readVisitorReceipt(db: Db, token: string): Promise<Receipt> {
  const row = await receiptRow(db, eq(payments.receiptToken, token));
  if (!row) throw notFound('The receipt');
  return toReceipt(db, row, false);
}

/** The receipt of a payment by id, for the e-mail sent after it succeeds (no actor: the system). */
export async function receiptForEmail(db: Db, paymentId: string): Promise<Receipt | null> {
  const row = await receiptRow(db, eq(payments.id, paymentId));
  if (!row) return null;
  return toReceipt(db, row, row.payment.receiptToken === null);
}
