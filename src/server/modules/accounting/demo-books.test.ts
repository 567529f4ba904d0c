import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBooks, type Books } from '../../../../tests/support/books';
import { rawRows } from '../../db/raw-rows';
import { accountBalance, trialBalance } from './balances';
import { postUnpostedHistory } from './post-history';
import { trustLiabilities } from './trust-liabilities';
import { assertBooksAgree } from '../../../../tests/support/books-agree';

let books: Books;
beforeAll(async () => {
  books = await openBooks();
});
afterAll(async () => books?.dispose());

describe("the demo's history, posted to the books", () => {
  it('posts every charge and counting payment once, and a second run posts nothing', async () => {
    const [unposted] = await rawRows<{ charges: number; payments: number }>(
      books.db,
      sql`select
            (select count(*)::int from charges c where c.kind <> 'payment_reversal' and not exists (
              select 1 from journal_entries e where e.source_kind = 'charge' and e.source_id = c.id::text)) as charges,
            (select count(*)::int from payments p where p.status <> 'failed' and not exists (
              select 1 from journal_entries e where e.source_kind = 'payment' and e.source_id = p.id::text)) as payments`,
    );
    expect(unposted).toEqual({ charges: 0, payments: 0 });
    const [before] = await rawRows<{ n: number }>(
      books.db,
      sql`select count(*)::int as n from journal_entries`,
    );
    expect(before!.n).toBeGreaterThan(150);
    expect(await postUnpostedHistory(books.db)).toBe(0);
    const [after] = await rawRows<{ n: number }>(
      books.db,
      sql`select count(*)::int as n from journal_entries`,
    );
    expect(after!.n).toBe(before!.n);
  });

  it("agrees with every lease's ledger, balances, and holds in trust what it owes", async () => {
    await assertBooksAgree(books.db);
  });

  it('keeps deposits and advance rent in escrow, apart from the owners’ money', async () => {
    const escrow = await accountBalance(books.db, 'deposit_escrow_cash');
    const held = await accountBalance(books.db, 'security_deposits_held');
    const liabilities = await trustLiabilities(books.db);
    const deposits = liabilities.deposits.reduce((s, d) => s + d.cents, 0);
    const prepaid = liabilities.prepaid.reduce((s, d) => s + d.cents, 0);
    expect(deposits).toBeGreaterThan(0);
    expect(escrow.balanceCents).toBe(deposits + prepaid);
    expect(held.balanceCents).toBeGreaterThanOrEqual(deposits);
    // Rent income never includes a deposit: no deposit charge credits an income account.
    const [mixed] = await rawRows<{ n: number }>(
      books.db,
      sql`select count(*)::int as n from journal_entries e
          join charges c on e.source_kind = 'charge' and e.source_id = c.id::text and c.kind = 'deposit'
          join journal_lines l on l.entry_id = e.id join accounts a on a.id = l.account_id
          where a.type = 'income'`,
    );
    expect(mixed!.n).toBe(0);
    const trial = await trialBalance(books.db);
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
  });

  it('stores what each payment paid: oldest charges first, never more than a charge', async () => {
    const over = await rawRows<{ id: string }>(
      books.db,
      sql`select c.id from charges c join charge_applications a on a.charge_id = c.id
          group by c.id, c.amount_cents having sum(a.amount_cents) > c.amount_cents or sum(a.amount_cents) < 0`,
    );
    expect(over).toEqual([]);
    const [applied] = await rawRows<{ n: number }>(
      books.db,
      sql`select count(*)::int as n from charge_applications`,
    );
    expect(applied!.n).toBeGreaterThan(50);
  });
});
