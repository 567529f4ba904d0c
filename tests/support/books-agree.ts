import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { rawRows } from '../../src/server/db/raw-rows';
import { accountBalance, trialBalance } from '../../src/server/modules/accounting/balances';
import { feesInTrust } from '../../src/server/modules/accounting/management-fees';
import { trustLiabilities } from '../../src/server/modules/accounting/trust-liabilities';

/**
 * The books' promises, checked against the ledger they were posted from: for every lease, the
 * receivable less the prepaid rent is the ledger's balance; the trial balance sums to zero; each
 * trust account holds exactly what the company owes out of it (owner funds, deposits, prepaid
 * rent, vendors owed) and the fees it earned but has not moved out; and every charge's applications stay
 * between zero and its amount.
 */
export async function assertBooksAgree(db: Db): Promise<void> {
  const ledger = await rawRows<{ id: string; balance: string }>(
    db,
    sql`select l.id,
               ((select coalesce(sum(amount_cents), 0) from charges where lease_id = l.id)
              - (select coalesce(sum(amount_cents), 0) from payments
                 where lease_id = l.id and status <> 'failed'))::text as balance
        from leases l`,
  );
  const books = await rawRows<{ id: string; ar: string }>(
    db,
    sql`select b.lease_id as id,
               sum(case a.system_key when 'tenant_receivable' then b.debit_total - b.credit_total
                                     when 'prepaid_rent' then b.debit_total - b.credit_total end)::text as ar
        from account_period_balances b join accounts a on a.id = b.account_id
        where b.lease_id is not null and a.system_key in ('tenant_receivable', 'prepaid_rent')
        group by b.lease_id`,
  );
  const fromBooks = new Map(books.map((row) => [row.id, Number(row.ar)]));
  const mismatched = ledger
    .map((row) => ({
      lease: row.id,
      ledger: Number(row.balance),
      books: fromBooks.get(row.id) ?? 0,
    }))
    .filter((row) => row.ledger !== row.books);
  expect(mismatched).toEqual([]);

  const trial = await trialBalance(db);
  expect(trial.totalDebitCents).toBe(trial.totalCreditCents);

  const liabilities = await trustLiabilities(db);
  const sum = (rows: { cents: number }[]) => rows.reduce((s, r) => s + r.cents, 0);
  const trust = await accountBalance(db, 'trust_cash');
  const escrow = await accountBalance(db, 'deposit_escrow_cash');
  const fees = await feesInTrust(db);
  expect(trust.balanceCents).toBe(sum(liabilities.owners) + sum(liabilities.payables) + sum(fees));
  expect(escrow.balanceCents).toBe(sum(liabilities.deposits) + sum(liabilities.prepaid));

  const overApplied = await rawRows<{ id: string }>(
    db,
    sql`select c.id from charges c join charge_applications a on a.charge_id = c.id
        group by c.id, c.amount_cents
        having sum(a.amount_cents) > c.amount_cents or sum(a.amount_cents) < 0`,
  );
  expect(overApplied).toEqual([]);
}
