import type { Db } from '../../db/client';
import { charges } from '../../db/tables';
import { syncLeasesBooks } from '../accounting/lease-books';

/** Rows per INSERT: 8 parameters each stays far below PostgreSQL's 65,535-parameter limit. */
const BATCH = 1_000;

/**
 * Inserts charges in batches, skipping any the unique indexes refuse (a month another run posted
 * meanwhile), and posts them to the books in the same transaction; returns the rows inserted.
 */
export async function insertNewCharges(tx: Db, values: (typeof charges.$inferInsert)[]) {
  const inserted: { leaseId: string; period: string | null; amountCents: number }[] = [];
  for (let i = 0; i < values.length; i += BATCH) {
    const rows = await tx
      .insert(charges)
      .values(values.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({
        leaseId: charges.leaseId,
        period: charges.period,
        amountCents: charges.amountCents,
      });
    inserted.push(...rows);
  }
  await syncLeasesBooks(
    tx,
    inserted.map((r) => r.leaseId),
    { now: new Date() },
  );
  return inserted;
}
