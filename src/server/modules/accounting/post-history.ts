import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { carryOverPendingDeposits } from './deposit-held';
import { leasesWithUnpostedEvents, syncLeaseBooks } from './lease-books';
import { postUnpostedWorkOrderExpenses } from './work-order-expense';

/** Any number: it only has to differ from the other advisory locks (rent run: 7_250_046). */
const HISTORY_LOCK = 7_250_048;

/**
 * Posts every ledger event the books do not hold yet: the history from before the books existed,
 * or a demo just seeded. Every instance runs it at start, one at a time (an advisory lock), in one
 * transaction (all of it or nothing); afterwards it finds nothing, because every write to a
 * ledger posts in its own transaction. Returns how many leases and work orders it posted.
 */
export async function postUnpostedHistory(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await rawRows(tx, sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const leaseIds = (await leasesWithUnpostedEvents(tx)).sort();
    for (const leaseId of leaseIds) await syncLeaseBooks(tx, leaseId, { now });
    return (
      leaseIds.length +
      (await carryOverPendingDeposits(tx, now)) +
      (await postUnpostedWorkOrderExpenses(tx))
    );
  });
}
