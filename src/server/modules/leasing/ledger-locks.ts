import { eq, inArray, type SQL } from 'drizzle-orm';
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

/**
 * The leases a write is about to post charges to, held before it takes their numbers (the rent
 * run, late fees, billing a repair). Each charge's foreign key would hold its lease anyway, but
 * only after the number: holding the counter while waiting on a lease that a ledger write holds,
 * itself waiting on the counter, was a deadlock. In id order, so two such writes queue instead.
 */
export async function holdLeasesBeforeNumbers(tx: Db, leaseIds: readonly string[]): Promise<void> {
  if (leaseIds.length === 0) return;
  await tx
    .select({ id: leases.id })
    .from(leases)
    .where(inArray(leases.id, [...new Set(leaseIds)]))
    .orderBy(leases.id)
    .for('key share');
}
