import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leases, payments } from '../../db/tables';

/**
 * The payment `where` finds, locked after its lease: every ledger write takes the lease first,
 * then the payment, then reference numbers. A write that held a payment and then waited on its
 * lease (a returned bank debit's charges name the lease) could close a cycle with one that held
 * the lease and waited on the payment (a reversal), and PostgreSQL would abort one of them.
 * Null when no payment matches.
 */
export async function lockPaymentAfterItsLease(tx: Db, where: SQL | undefined) {
  const [found] = await tx.select({ leaseId: payments.leaseId }).from(payments).where(where);
  if (!found) return null;
  await tx.select({ id: leases.id }).from(leases).where(eq(leases.id, found.leaseId)).for('update');
  const [row] = await tx.select().from(payments).where(where).for('update');
  return row ?? null;
}
