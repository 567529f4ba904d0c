import { asc, eq } from 'drizzle-orm';
import type { Charge, Ledger, Payment } from '../../../shared/schemas/ledger';
import type { Db } from '../../db/client';
import { charges, payments } from '../../db/tables';
import { balanceCents, countsTowardBalance, withRunningBalance } from './balance';
import { localDate } from '../../lib/calendar';
import { apiColumns } from '../../lib/api-columns';

type ChargeRow = typeof charges.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function toCharge(row: ChargeRow): Charge {
  return apiColumns(row, [
    'id',
    'kind',
    'period',
    'amountCents',
    'dueDate',
    'reference',
    'description',
    'reversesPaymentId',
    'postedAt',
  ]);
}

export function toPayment(row: PaymentRow): Payment {
  return apiColumns(row, [
    'id',
    'amountCents',
    'feeCents',
    'method',
    'status',
    'reference',
    'externalReference',
    'failureReason',
    'reversalReason',
    'receivedAt',
    'settledAt',
    'reversedAt',
  ]);
}

function paymentDescription(p: PaymentRow): string {
  const how = p.method.replace('_', ' ');
  const status = p.status === 'succeeded' ? '' : ` (${p.status})`;
  return `Payment by ${how}${p.externalReference ? ` ${p.externalReference}` : ''}${status}`;
}

/** A lease's charges and payments, and the running balance line by line. */
export async function readLedger(db: Db, leaseId: string, timeZone: string): Promise<Ledger> {
  const [chargeRows, paymentRows] = await Promise.all([
    db
      .select()
      .from(charges)
      .where(eq(charges.leaseId, leaseId))
      .orderBy(asc(charges.dueDate), asc(charges.reference)),
    db
      .select()
      .from(payments)
      .where(eq(payments.leaseId, leaseId))
      .orderBy(asc(payments.receivedAt)),
  ]);
  const lines = withRunningBalance([
    ...chargeRows.map((c) => ({
      kind: 'charge' as const,
      id: c.id,
      date: c.dueDate,
      reference: c.reference,
      description: c.description,
      effectCents: c.amountCents,
      reversesPayment: c.kind === 'payment_reversal',
    })),
    ...paymentRows.map((p) => ({
      kind: 'payment' as const,
      id: p.id,
      date: localDate(p.receivedAt, timeZone),
      reference: p.reference,
      description: paymentDescription(p),
      effectCents: countsTowardBalance(p.status) ? -p.amountCents : 0,
    })),
  ]);
  return {
    balanceCents: balanceCents(chargeRows, paymentRows),
    charges: chargeRows.map(toCharge),
    payments: paymentRows.map(toPayment),
    lines,
  };
}
