import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesByScan,
  balancesKept,
  closeThrough,
  openBooks,
  type Books,
} from '../../../../tests/support/books';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { SYSTEM_ACCOUNTS, type SystemAccountKey } from '../../db/chart-of-accounts';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { accounts, journalEntries, journalLines } from '../../db/tables';
import { accountBalance, trialBalance } from './balances';
import { closeMonth, postCorrection, postEntry, reverseEntry, type LineInput } from './journal';
import { JournalError } from './journal-error';

let books: Books;
let db: Db;
beforeAll(async () => {
  books = await openBooks();
  db = books.db;
});
afterAll(async () => books?.dispose());

/** What a refused promise says, the database's own words included (drizzle wraps them). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause;
    return `${(err as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('expected a refusal, and it went through');
}

async function refusedWith(promise: Promise<unknown>, reason: JournalError['reason']) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(JournalError);
  expect((err as JournalError).reason).toBe(reason);
  return err as JournalError;
}

const accountId = async (key: SystemAccountKey) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.systemKey, key));
  return { id: row!.id };
};

/** Rent for a month: the tenant owes it, the owner earns it. */
const rent = (cents: number, leaseId: string): LineInput[] => [
  { account: 'tenant_receivable', debit: cents, leaseId },
  { account: 'rent_income', credit: cents, leaseId },
];

/** A raw entry written past the library, in one transaction: its id, then its lines. */
async function rawEntry(tx: Db, date: string, lines: [string, number, number][]) {
  const [entry] = await rawRows<{ id: string }>(
    tx,
    sql`insert into journal_entries (entry_date, source_kind) values (${date}, 'manual') returning id`,
  );
  for (const [key, debit, credit] of lines) {
    await tx.execute(
      sql`insert into journal_lines (entry_id, account_id, debit_cents, credit_cents)
          values (${entry!.id}, (select id from accounts where system_key = ${key}), ${debit}, ${credit})`,
    );
  }
  return entry!.id;
}

describe('the chart of accounts', () => {
  it('has every account the code posts to, with its normal side from its type', async () => {
    const rows = await db.select().from(accounts);
    for (const expected of SYSTEM_ACCOUNTS) {
      const row = rows.find((r) => r.systemKey === expected.key);
      expect(row, expected.key).toMatchObject({
        code: expected.code,
        type: expected.type,
        isTrust: expected.isTrust,
        normalSide: ['asset', 'expense'].includes(expected.type) ? 'debit' : 'credit',
        active: true,
      });
      expect(row!.nameEs.length, expected.key).toBeGreaterThan(3);
    }
    expect(rows.filter((r) => r.isTrust).map((r) => r.systemKey)).toEqual(
      expect.arrayContaining(['trust_cash', 'deposit_escrow_cash']),
    );
  });

  it('keeps an administrator’s edits at the next start, and puts back a missing account', async () => {
    await db
      .update(accounts)
      .set({ name: 'Landscaping and pool', active: false })
      .where(eq(accounts.systemKey, 'landscaping'));
    // An account the demo has no activity on (its pool service bills post to cleaning).
    await db.delete(accounts).where(eq(accounts.systemKey, 'pest_control'));
    await ensureReferenceData(db);
    const [landscaping] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.systemKey, 'landscaping'));
    expect(landscaping).toMatchObject({ name: 'Landscaping and pool', active: false });
    const [pests] = await db.select().from(accounts).where(eq(accounts.systemKey, 'pest_control'));
    expect(pests).toMatchObject({
      code: '5160',
      name: 'Pest control',
      nameEs: 'Control de plagas',
    });
    await db.update(accounts).set({ active: true }).where(eq(accounts.systemKey, 'landscaping'));
  });

  it('refuses a new key for an account the code posts to, and a new type once it has lines', async () => {
    expect(
      await refusal(
        db.update(accounts).set({ systemKey: 'cash' }).where(eq(accounts.systemKey, 'trust_cash')),
      ),
    ).toMatch(/key cannot change/);
    await postEntry(db, {
      date: '2040-01-05',
      source: { kind: 'manual' },
      lines: [
        { account: 'bank_fees', debit: 1_500 },
        { account: 'operating_cash', credit: 1_500 },
      ],
    });
    expect(
      await refusal(
        db.update(accounts).set({ type: 'asset' }).where(eq(accounts.systemKey, 'bank_fees')),
      ),
    ).toMatch(/type cannot change/);
  });
});

describe('postEntry', () => {
  it('posts a balanced entry, its dimensions filled in from the lease, and reads it back', async () => {
    const lease = books.leases[0]!;
    const posted = await postEntry(db, {
      date: '2041-03-01',
      source: { kind: 'charge', id: 'test-charge-1' },
      memo: 'March rent',
      actorId: books.adminId,
      lines: rent(250_000, lease.leaseId),
    });
    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, posted.id));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        leaseId: lease.leaseId,
        unitId: lease.unitId,
        propertyId: lease.propertyId,
        ownerId: lease.ownerId,
      });
    }
    expect(
      await accountBalance(db, 'tenant_receivable', {
        from: '2041-03',
        asOf: '2041-03',
        leaseId: lease.leaseId,
      }),
    ).toEqual({ debitCents: 250_000, creditCents: 0, balanceCents: 250_000 });
    expect(
      await accountBalance(db, await accountId('rent_income'), {
        from: '2041-01',
        asOf: '2041-12',
        ownerId: lease.ownerId,
      }),
    ).toEqual({ debitCents: 0, creditCents: 250_000, balanceCents: 250_000 });
    // Nothing before March.
    expect(await accountBalance(db, 'rent_income', { from: '2041-01', asOf: '2041-02' })).toEqual({
      debitCents: 0,
      creditCents: 0,
      balanceCents: 0,
    });
  });

  it('posts an event once: the second try names the entry already there', async () => {
    const lease = books.leases[1]!;
    const first = await postEntry(db, {
      date: '2041-04-01',
      source: { kind: 'charge', id: 'test-charge-2' },
      lines: rent(100_000, lease.leaseId),
    });
    const again = await refusedWith(
      postEntry(db, {
        date: '2041-04-01',
        source: { kind: 'charge', id: 'test-charge-2' },
        lines: rent(100_000, lease.leaseId),
      }),
      'already_posted',
    );
    expect(again.entryId).toBe(first.id);
    // The same id under another kind is another event (the payment of that charge, say).
    await postEntry(db, {
      date: '2041-04-02',
      source: { kind: 'payment', id: 'test-charge-2' },
      lines: [
        { account: 'trust_cash', debit: 100_000, leaseId: lease.leaseId },
        { account: 'tenant_receivable', credit: 100_000, leaseId: lease.leaseId },
      ],
    });
  });

  it('refuses, with a sentence, what is not a balanced entry in whole cents', async () => {
    const lease = books.leases[0]!.leaseId;
    const entry =
      (lines: LineInput[], date = '2041-05-01') =>
      () =>
        postEntry(db, { date, source: { kind: 'manual' }, lines });
    const cases: [() => Promise<unknown>, JournalError['reason'], RegExp][] = [
      [entry([{ account: 'trust_cash', debit: 100 }]), 'invalid', /two lines or more/],
      [
        entry([
          { account: 'trust_cash', debit: 100 },
          { account: 'rent_income', credit: 99 },
        ]),
        'unbalanced',
        /debits 100 cents, credits 99 cents/,
      ],
      [
        entry([
          { account: 'trust_cash', debit: 10.5 },
          { account: 'rent_income', credit: 10.5 },
        ]),
        'invalid',
        /whole cents/,
      ],
      [
        entry([
          { account: 'trust_cash', debit: -100 },
          { account: 'rent_income', debit: 100 },
        ]),
        'invalid',
        /above zero/,
      ],
      [
        entry([
          { account: 'trust_cash', debit: 0 },
          { account: 'rent_income', credit: 0 },
        ]),
        'invalid',
        /above zero/,
      ],
      [
        entry([
          { account: 'trust_cash', debit: 100, credit: 100 },
          { account: 'rent_income', credit: 100 },
        ]),
        'invalid',
        /not both/,
      ],
      [
        entry([
          { account: 'trust_cash', debit: 100 },
          { account: 'petty_cash' as SystemAccountKey, credit: 100 },
        ]),
        'unknown_account',
        /No account petty_cash/,
      ],
      [entry(rent(100, lease), '2041-02-30'), 'invalid', /not a day/],
      [
        entry([
          { account: 'trust_cash', debit: 100, leaseId: lease, unitId: books.leases[1]!.unitId },
          { account: 'rent_income', credit: 100 },
        ]),
        'dimension_mismatch',
        /is of unit/,
      ],
      [
        () =>
          postEntry(db, {
            date: '2041-05-01',
            source: { kind: 'reversal' as 'manual', id: lease },
            lines: rent(100, lease),
          }),
        'invalid',
        /reverseEntry/,
      ],
    ];
    for (const [attempt, reason, message] of cases) {
      const err = await refusedWith(attempt(), reason);
      expect(err.message).toMatch(message);
    }
  });

  it('posts to an account an administrator added, by its id', async () => {
    const [added] = await db
      .insert(accounts)
      .values({
        code: '5990',
        name: 'Pool service',
        nameEs: 'Servicio de piscina',
        type: 'expense',
      })
      .returning({ id: accounts.id });
    const property = books.leases[0]!.propertyId;
    await postEntry(db, {
      date: '2041-05-03',
      source: { kind: 'expense', id: 'test-pool-invoice' },
      lines: [
        { account: { id: added!.id.toUpperCase() }, debit: 12_000, propertyId: property },
        { account: 'trust_cash', credit: 12_000, propertyId: property },
      ],
    });
    expect(await accountBalance(db, { id: added!.id }, { propertyId: property })).toEqual({
      debitCents: 12_000,
      creditCents: 0,
      balanceCents: 12_000,
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      await refusedWith(
        postEntry(db, {
          date: '2041-05-03',
          source: { kind: 'manual' },
          lines: [
            { account: { id }, debit: 1 },
            { account: 'trust_cash', credit: 1 },
          ],
        }),
        'unknown_account',
      );
      await refusedWith(accountBalance(db, { id }), 'unknown_account');
    }
  });

  it('refuses an inactive account for new postings', async () => {
    await db.update(accounts).set({ active: false }).where(eq(accounts.systemKey, 'pest_control'));
    try {
      const err = await refusedWith(
        postEntry(db, {
          date: '2041-05-01',
          source: { kind: 'manual' },
          lines: [
            { account: 'pest_control', debit: 5_000, propertyId: books.leases[0]!.propertyId },
            { account: 'trust_cash', credit: 5_000 },
          ],
        }),
        'inactive_account',
      );
      expect(err.message).toMatch(/5160 is inactive/);
    } finally {
      await db.update(accounts).set({ active: true }).where(eq(accounts.systemKey, 'pest_control'));
    }
  });
});

describe('the database, past the library', () => {
  it('refuses at commit an entry whose debits and credits differ', async () => {
    const before = await balancesKept(db);
    expect(
      await refusal(
        db.transaction((tx) =>
          rawEntry(tx, '2042-01-10', [
            ['trust_cash', 10_000, 0],
            ['rent_income', 0, 9_999],
          ]),
        ),
      ),
    ).toMatch(/does not balance: debits 10000 cents, credits 9999 cents/);
    // Nothing of it stayed, the period balances the trigger added to included.
    expect(await balancesKept(db)).toEqual(before);
  });

  it('refuses an entry with one line or none, and a line added later to a balanced entry', async () => {
    expect(
      await refusal(db.transaction((tx) => rawEntry(tx, '2042-01-10', [['trust_cash', 500, 0]]))),
    ).toMatch(/has 1 line\(s\)/);
    expect(await refusal(db.transaction((tx) => rawEntry(tx, '2042-01-10', [])))).toMatch(
      /has 0 line\(s\)/,
    );
    // Outside a transaction each statement commits alone: an entry cannot go in before its lines.
    expect(
      await refusal(
        db.execute(
          sql`insert into journal_entries (entry_date, source_kind) values ('2042-01-10', 'manual')`,
        ),
      ),
    ).toMatch(/has 0 line\(s\)/);
    const balanced = await db.transaction((tx) =>
      rawEntry(tx, '2042-01-11', [
        ['trust_cash', 700, 0],
        ['owner_funds_held', 0, 700],
      ]),
    );
    expect(
      await refusal(
        db.execute(
          sql`insert into journal_lines (entry_id, account_id, debit_cents)
              values (${balanced}, (select id from accounts where system_key = 'trust_cash'), 1)`,
        ),
      ),
    ).toMatch(/does not balance/);
  });

  it('refuses a line with both sides, or neither, above zero', async () => {
    for (const [debit, credit] of [
      [100, 100],
      [0, 0],
      [-100, 0],
    ] as const) {
      expect(
        await refusal(
          db.transaction((tx) =>
            rawEntry(tx, '2042-01-12', [
              ['trust_cash', debit, credit],
              ['rent_income', 0, 100],
            ]),
          ),
        ),
      ).toMatch(/journal_lines_one_side_check/);
    }
  });

  it('refuses to update or delete a posted line or entry', async () => {
    const posted = await postEntry(db, {
      date: '2042-02-01',
      source: { kind: 'manual' },
      lines: [
        { account: 'trust_cash', debit: 2_000 },
        { account: 'owner_funds_held', credit: 2_000 },
      ],
    });
    const where = sql`entry_id = ${posted.id}`;
    for (const statement of [
      sql`update journal_lines set debit_cents = debit_cents + 1 where ${where}`,
      sql`update journal_lines set account_id = account_id where ${where}`,
      sql`delete from journal_lines where ${where}`,
    ]) {
      expect(await refusal(db.execute(statement))).toMatch(/journal_lines rows are never/);
    }
    for (const statement of [
      sql`update journal_entries set memo = 'changed' where id = ${posted.id}`,
      sql`delete from journal_entries where id = ${posted.id}`,
    ]) {
      expect(await refusal(db.execute(statement))).toMatch(/journal_entries rows are never/);
    }
    const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, posted.id));
    expect(entry!.memo).toBe('');
  });

  it('refuses a write to the period balances other than the journal’s', async () => {
    for (const statement of [
      sql`update account_period_balances set debit_total = debit_total + 1`,
      sql`delete from account_period_balances`,
      sql`insert into account_period_balances (account_id, month, debit_total)
          values ((select id from accounts where system_key = 'trust_cash'), '2042-03-01', 1)`,
    ]) {
      expect(await refusal(db.execute(statement))).toMatch(/kept by the journal/);
    }
  });
});

const later = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('closed months', () => {
  const lease = () => books.leases[2]!.leaseId;

  it('close in order: an earlier month with entries first', async () => {
    await postEntry(db, {
      date: '2043-01-15',
      source: { kind: 'manual' },
      lines: rent(1_000, lease()),
    });
    await postEntry(db, {
      date: '2043-02-15',
      source: { kind: 'manual' },
      lines: rent(2_000, lease()),
    });
    const order = await refusedWith(closeMonth(db, '2043-02', books.adminId), 'earlier_month_open');
    expect(order.message).toMatch(/close \d{4}-\d{2} before 2043-02/);
    await closeThrough(books, '2043-01');
    await refusedWith(closeMonth(db, '2043-01', books.adminId), 'already_closed');
    await refusedWith(closeMonth(db, '2043-13', books.adminId), 'invalid');
  });

  it('refuse an entry dated in them, by the library and by SQL, naming the month', async () => {
    const err = await refusedWith(
      postEntry(db, { date: '2043-01-20', source: { kind: 'manual' }, lines: rent(300, lease()) }),
      'closed_month',
    );
    expect(err.message).toMatch(/books for 2043-01 are closed.*naming 2043-01/);
    expect(
      await refusal(
        db.transaction((tx) =>
          rawEntry(tx, '2043-01-31', [
            ['trust_cash', 300, 0],
            ['rent_income', 0, 300],
          ]),
        ),
      ),
    ).toMatch(/books for 2043-01 are closed/);
    for (const statement of [
      sql`update closed_months set closed_at = now() where month = '2043-01-01'`,
      sql`delete from closed_months where month = '2043-01-01'`,
    ]) {
      expect(await refusal(db.execute(statement))).toMatch(/closed_months rows are never/);
    }
  });

  it('take a late correction dated in an open month, naming the month it corrects', async () => {
    const posted = await postCorrection(db, {
      correctsMonth: '2043-01',
      date: '2043-02-20',
      source: { kind: 'manual' },
      memo: 'January rent was 300 short',
      actorId: books.adminId,
      lines: rent(300, lease()),
    });
    const [entry] = await db.select().from(journalEntries).where(eq(journalEntries.id, posted.id));
    expect(entry).toMatchObject({ entryDate: '2043-02-20', correctsMonth: '2043-01-01' });
    // It counts in February, the month it is dated in: January's figures stay as closed.
    expect(
      (await accountBalance(db, 'rent_income', { from: '2043-01', asOf: '2043-01' })).balanceCents,
    ).toBe(1_000);
    expect(
      (await accountBalance(db, 'rent_income', { from: '2043-02', asOf: '2043-02' })).balanceCents,
    ).toBe(2_300);

    await refusedWith(
      postCorrection(db, {
        correctsMonth: '2043-02',
        date: '2043-03-01',
        source: { kind: 'manual' },
        lines: rent(1, lease()),
      }),
      'month_not_closed',
    );
    await refusedWith(
      postCorrection(db, {
        correctsMonth: '2043-01',
        date: '2043-01-31',
        source: { kind: 'manual' },
        lines: rent(1, lease()),
      }),
      'invalid',
    );
  });

  it('reverse an entry of a closed month in an open one, naming the month it corrects', async () => {
    const [january] = await db
      .select()
      .from(journalEntries)
      .where(sql`${journalEntries.entryDate} = '2043-01-15'`);
    await refusedWith(reverseEntry(db, january!.id, { date: '2043-01-25' }), 'closed_month');
    const reversal = await reverseEntry(db, january!.id, { date: '2043-02-21' });
    const [entry] = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, reversal.id));
    expect(entry).toMatchObject({ correctsMonth: '2043-01-01', reversesEntryId: january!.id });
  });

  it('wait for a posting into the month still in flight, and refuse one that waited for the close', async () => {
    await closeThrough(books, '2043-02');
    // A posting holds March open: the close waits for it, and then its entry is in the books.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    const posting = db.transaction(async (tx) => {
      await postEntry(tx, {
        date: '2043-03-05',
        source: { kind: 'manual' },
        lines: rent(40, lease()),
      });
      started();
      await held;
    });
    await inFlight;
    const closing = closeMonth(db, '2043-03', books.adminId).then(() => 'closed');
    expect(await Promise.race([closing, later(300, 'waiting')])).toBe('waiting');
    release();
    await posting;
    expect(await closing).toBe('closed');
    expect(
      (await accountBalance(db, 'rent_income', { from: '2043-03', asOf: '2043-03' })).balanceCents,
    ).toBe(40);

    // A close holds April: a posting into April waits for it, and is then refused.
    let releaseClose!: () => void;
    const closeHeld = new Promise<void>((resolve) => (releaseClose = resolve));
    let closed!: () => void;
    const closeInFlight = new Promise<void>((resolve) => (closed = resolve));
    await postEntry(db, {
      date: '2043-04-02',
      source: { kind: 'manual' },
      lines: rent(50, lease()),
    });
    const close = db.transaction(async (tx) => {
      await closeMonth(tx, '2043-04', books.adminId);
      closed();
      await closeHeld;
    });
    await closeInFlight;
    const late = refusal(
      postEntry(db, { date: '2043-04-28', source: { kind: 'manual' }, lines: rent(60, lease()) }),
    );
    expect(await Promise.race([late.then(() => 'done'), later(300, 'waiting')])).toBe('waiting');
    releaseClose();
    await close;
    expect(await late).toMatch(/books for 2043-04 are closed/);
    expect(
      (await accountBalance(db, 'rent_income', { from: '2043-04', asOf: '2043-04' })).balanceCents,
    ).toBe(50);
  });
});

describe('reversals', () => {
  it('post the mirror entry, which nets the two to zero, once', async () => {
    const lease = books.leases[0]!;
    const posted = await postEntry(db, {
      date: '2044-06-03',
      source: { kind: 'payment', id: 'test-payment-reversed' },
      lines: [
        { account: 'trust_cash', debit: 180_000, leaseId: lease.leaseId },
        { account: 'tenant_receivable', credit: 150_000, leaseId: lease.leaseId },
        { account: 'prepaid_rent', credit: 30_000, leaseId: lease.leaseId },
      ],
    });
    const reversal = await reverseEntry(db, posted.id, {
      date: '2044-06-09',
      actorId: books.adminId,
      memo: 'Check returned unpaid',
    });
    const lines = await db.select().from(journalLines).where(eq(journalLines.entryId, reversal.id));
    expect(lines.map((l) => [l.debitCents, l.creditCents]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [0, 180_000],
      [30_000, 0],
      [150_000, 0],
    ]);
    for (const key of ['trust_cash', 'tenant_receivable', 'prepaid_rent'] as const) {
      expect(
        (
          await accountBalance(db, key, {
            from: '2044-06',
            asOf: '2044-06',
            leaseId: lease.leaseId,
          })
        ).balanceCents,
        key,
      ).toBe(0);
    }
    const [entry] = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, reversal.id));
    expect(entry).toMatchObject({
      sourceKind: 'reversal',
      sourceId: posted.id,
      reversesEntryId: posted.id,
      memo: 'Check returned unpaid',
      correctsMonth: null,
    });

    const twice = await refusedWith(
      reverseEntry(db, posted.id, { date: '2044-06-10' }),
      'already_reversed',
    );
    expect(twice.entryId).toBe(reversal.id);
    // And past the library, the database refuses a second reversal of the same entry.
    expect(
      await refusal(
        db.execute(
          sql`insert into journal_entries (entry_date, source_kind, source_id, reverses_entry_id)
              values ('2044-06-10', 'reversal', ${posted.id}, ${posted.id})`,
        ),
      ),
    ).toMatch(/unique|duplicate/i);
  });

  it('refuse an entry that does not exist, and a date before the entry', async () => {
    await refusedWith(
      reverseEntry(db, '00000000-0000-4000-8000-000000000000', { date: '2044-07-01' }),
      'not_found',
    );
    const posted = await postEntry(db, {
      date: '2044-07-10',
      source: { kind: 'manual' },
      lines: rent(500, books.leases[0]!.leaseId),
    });
    await refusedWith(reverseEntry(db, posted.id, { date: '2044-07-09' }), 'invalid');
  });
});

describe('balances', () => {
  it('the trial balance sums to zero, and the period balances equal a scan of every line', async () => {
    const trial = await trialBalance(db);
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
    expect(trial.totalDebitCents).toBeGreaterThan(0);
    expect(trial.rows.map((row) => row.code)).toEqual(
      trial.rows.map((row) => row.code).sort((a, b) => a.localeCompare(b)),
    );
    for (const row of trial.rows) {
      expect(row.debitCents === 0 || row.creditCents === 0).toBe(true);
    }
    expect(await balancesKept(db)).toEqual(await balancesByScan(db));
  });

  it('reads a trial balance as of a month', async () => {
    const lease = books.leases[3]!.leaseId;
    await postEntry(db, {
      date: '2045-01-20',
      source: { kind: 'manual' },
      lines: rent(7_000, lease),
    });
    await postEntry(db, {
      date: '2045-02-20',
      source: { kind: 'manual' },
      lines: rent(3_000, lease),
    });
    const january = await trialBalance(db, { from: '2045-01', asOf: '2045-01' });
    const both = await trialBalance(db, { from: '2045-01', asOf: '2045-02' });
    const row = (trial: typeof january, code: string) => trial.rows.find((r) => r.code === code)!;
    expect(row(january, '4010')).toMatchObject({ creditCents: 7_000, balanceCents: 7_000 });
    expect(row(both, '4010')).toMatchObject({ creditCents: 10_000, balanceCents: 10_000 });
    expect(row(both, '1100')).toMatchObject({ debitCents: 10_000, balanceCents: 10_000 });
    expect(both.totalDebitCents).toBe(both.totalCreditCents);
  });
});
