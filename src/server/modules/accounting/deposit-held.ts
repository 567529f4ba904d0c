import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { companyToday } from '../../lib/company-time';
import { accountBalance } from './balances';
import { postEntry } from './journal';

/*
 * A tenant's security deposit as the books hold it: received into escrow and owed back, on the
 * lease that received it (§83.49). A renewal is a new lease for the same tenancy, so the deposit
 * moves to it when it takes over; what is kept or refunded at move-out is read from here, never
 * from the amount the lease asked for (a deposit not paid cannot be refunded).
 */

/**
 * The deposit held for this lease now: security deposits held (2010) on its line dimension, less
 * the part of its deposit charges not paid yet (a deposit is booked when charged, held when paid),
 * the rule `trustLiabilities` itemises by.
 */
export async function depositHeldCents(db: Db, leaseId: string): Promise<number> {
  const [booked, [unpaid]] = await Promise.all([
    accountBalance(db, 'security_deposits_held', { leaseId }),
    rawRows<{ cents: string }>(
      db,
      sql`select coalesce(sum(c.amount_cents - coalesce(
                   (select sum(a.amount_cents) from charge_applications a where a.charge_id = c.id), 0)), 0)::text as cents
          from charges c where c.lease_id = ${leaseId} and c.kind = 'deposit'`,
    ),
  ]);
  return booked.balanceCents - Number(unpaid!.cents);
}

/**
 * Moves the deposit held on a lease to its renewal, once (the entry's source is the renewal).
 * Returns what moved; nothing when nothing is held or it has moved already.
 */
export async function carryDepositOver(
  tx: Db,
  fromLeaseId: string,
  toLeaseId: string,
  options: { now: Date; actorId: string | null },
): Promise<number> {
  const held = await depositHeldCents(tx, fromLeaseId);
  if (held <= 0) return 0;
  const [done] = await rawRows<{ id: string }>(
    tx,
    sql`select id from journal_entries where source_kind = 'transfer' and source_id = ${toLeaseId}::text`,
  );
  if (done) return 0;
  await postEntry(tx, {
    date: await companyToday(tx, options.now),
    source: { kind: 'transfer', id: toLeaseId },
    memo: 'Security deposit carried over to the renewal',
    actorId: options.actorId,
    lines: [
      { account: 'security_deposits_held', debit: held, leaseId: fromLeaseId },
      { account: 'security_deposits_held', credit: held, leaseId: toLeaseId },
    ],
  });
  return held;
}

/** Renewals under way whose predecessor still holds the deposit: history from before the books. */
export async function carryOverPendingDeposits(tx: Db, now: Date): Promise<number> {
  const renewals = await rawRows<{ id: string; renewalOf: string }>(
    tx,
    sql`select l.id, l.renewal_of as "renewalOf" from leases l
        where l.renewal_of is not null and l.activated_at is not null
          and not exists (select 1 from journal_entries e
                          where e.source_kind = 'transfer' and e.source_id = l.id::text)
        order by l.start_date, l.id`,
  );
  let moved = 0;
  for (const r of renewals) {
    if ((await carryDepositOver(tx, r.renewalOf, r.id, { now, actorId: null })) > 0) moved++;
  }
  return moved;
}
