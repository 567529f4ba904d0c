import { randomBytes } from 'node:crypto';
import { eq, and } from 'drizzle-orm';
import type {
  PayableCharge,
  VisitorPayment,
  VisitorPaymentResult,
} from '../../../shared/schemas/pay';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { charges, payments } from '../../db/tables';
import { validationError } from '../../lib/app-error';
import { openChargesOfLease } from '../leasing/open-charges';
import { cardFeeBasisPoints, chargeLease } from './charge-lease';

const UNKNOWN_REFERENCE =
  'No open charge has this reference. Check it on your invoice, e.g. INV-2026-000123';
const ALREADY_PAID = 'This charge is already paid: nothing is open on it';

/** The charge a reference names and what is still open on it. */
async function openCharge(db: Db, reference: string) {
  const [charge] = await db.select().from(charges).where(eq(charges.reference, reference));
  if (!charge || charge.amountCents <= 0 || charge.kind === 'payment_reversal') {
    throw validationError({ reference: UNKNOWN_REFERENCE });
  }
  const open = (await openChargesOfLease(db, charge.leaseId)).find((c) => c.id === charge.id);
  if (!open) throw validationError({ reference: ALREADY_PAID });
  return open;
}

/**
 * What a visitor may learn from a reference: what is open on the charge, its kind, description and
 * due date. Nothing about the lease, the home or the residents (decision 0044).
 */
export async function lookupPayableCharge(db: Db, reference: string): Promise<PayableCharge> {
  const open = await openCharge(db, reference);
  return {
    reference: open.reference,
    kind: open.kind,
    description: open.description,
    dueDate: open.dueDate,
    openCents: open.openCents,
    cardFeeBasisPoints: await cardFeeBasisPoints(db),
  };
}

/**
 * A visitor (a parent, an employer, the resident without signing in) pays one charge by card.
 * The amount may not exceed what is open on that charge; `chargeLease` checks it again under the
 * lease's lock. The receipt token is made here once per attempt: a retry with the same key gets
 * the payment (and the token) the first request stored.
 */
export async function payChargeByReference(
  ctx: AppContext,
  input: VisitorPayment,
  key: string,
): Promise<{ result: VisitorPaymentResult; replayed: boolean }> {
  const open = await openCharge(ctx.db, input.reference).catch(async (err: unknown) => {
    // A retry after the first attempt paid the charge in full must still get its answer.
    const earlier = await earlierVisitorPayment(ctx.db, key, input);
    if (earlier) return null;
    throw err;
  });
  const { payment, replayed, row } = await chargeLease(ctx, {
    leaseId: open?.leaseId ?? (await earlierVisitorPayment(ctx.db, key, input))!.leaseId,
    amountCents: input.amountCents,
    method: 'card',
    token: input.token,
    idempotencyKey: key,
    payer: { userId: null, email: input.email },
    auditActor: null,
    maxAmountCents: open?.openCents,
    description: `Payment of ${input.reference}`,
    paidChargeId: open?.id ?? null,
    receiptToken: randomBytes(24).toString('base64url'),
  });
  return { result: { payment, receiptToken: row.receiptToken! }, replayed };
}

/** The payment this key already made for this visitor and charge, if any. */
async function earlierVisitorPayment(db: Db, key: string, input: VisitorPayment) {
  const [row] = await db
    .select({ leaseId: payments.leaseId, payerEmail: payments.payerEmail })
    .from(payments)
    .innerJoin(charges, eq(charges.id, payments.paidChargeId))
    .where(and(eq(payments.idempotencyKey, key), eq(charges.reference, input.reference)));
  return row && row.payerEmail === input.email ? row : null;
}
