import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balancesByScan,
  balancesKept,
  closeThrough,
  openBooks,
  type Books,
  type DemoLease,
} from '../../../../tests/support/books';
import type { SystemAccountKey } from '../../db/chart-of-accounts';
import { accountBalance, trialBalance } from './balances';
import {
  closeMonth,
  isClosed,
  postCorrection,
  postEntry,
  reverseEntry,
  type LineInput,
} from './journal';
import { JournalError } from './journal-error';

/**
 * Random sequences of postings, reversals, late corrections and month closes, some of them at
 * once, each sequence in a year of its own: the books stay balanced, and what the period balances
 * say equals both a scan of the lines and a model kept here.
 */

let books: Books;
beforeAll(async () => {
  books = await openBooks();
});
afterAll(async () => books?.dispose());

const ACCOUNTS: SystemAccountKey[] = [
  'trust_cash',
  'deposit_escrow_cash',
  'tenant_receivable',
  'security_deposits_held',
  'owner_funds_held',
  'rent_income',
  'repairs_maintenance',
  'management_fee_income',
];

/** Which dimensions a line names: none, a lease, a property, or an owner alone. */
type Where = { kind: 'none' } | { kind: 'lease' | 'property' | 'owner'; lease: number };

interface LineSpec {
  account: number;
  side: 'debit' | 'credit';
  cents: number;
  where: Where;
}

interface EntrySpec {
  month: number;
  day: number;
  lines: LineSpec[];
}

type Op =
  | { op: 'post'; entry: EntrySpec }
  | { op: 'burst'; entries: EntrySpec[] }
  | { op: 'reverse'; pick: number }
  | { op: 'close' };

const where: fc.Arbitrary<Where> = fc.oneof(
  fc.constant({ kind: 'none' as const }),
  fc.record({
    kind: fc.constantFrom('lease' as const, 'property' as const, 'owner' as const),
    lease: fc.nat({ max: 5 }),
  }),
);

const lineSpec: fc.Arbitrary<LineSpec> = fc.record({
  account: fc.nat({ max: ACCOUNTS.length - 1 }),
  side: fc.constantFrom('debit' as const, 'credit' as const),
  cents: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 5_000_000_00 })),
  where,
});

const entrySpec: fc.Arbitrary<EntrySpec> = fc
  .record({
    month: fc.integer({ min: 1, max: 6 }),
    day: fc.integer({ min: 1, max: 28 }),
    // One line or more; a last line on the other side makes up the difference.
    lines: fc.array(lineSpec, { minLength: 1, maxLength: 4 }),
    balancing: lineSpec,
  })
  .map(({ month, day, lines, balancing }) => {
    const net = lines.reduce((sum, l) => sum + (l.side === 'debit' ? l.cents : -l.cents), 0);
    if (net === 0) return { month, day, lines };
    return {
      month,
      day,
      lines: [
        ...lines,
        {
          ...balancing,
          side: net > 0 ? ('credit' as const) : ('debit' as const),
          cents: Math.abs(net),
        },
      ],
    };
  });

const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    { weight: 5, arbitrary: entrySpec.map((entry) => ({ op: 'post' as const, entry })) },
    {
      weight: 2,
      arbitrary: fc
        .array(entrySpec, { minLength: 2, maxLength: 6 })
        .map((entries) => ({ op: 'burst' as const, entries })),
    },
    { weight: 2, arbitrary: fc.nat().map((pick) => ({ op: 'reverse' as const, pick })) },
    { weight: 2, arbitrary: fc.constant({ op: 'close' as const }) },
  ),
  { minLength: 1, maxLength: 10 },
);

/** Debits and credits per account and owner ('-' for none), as the test expects them. */
class Model {
  readonly sums = new Map<string, { debit: number; credit: number }>();

  add(account: string, owner: string | null, debit: number, credit: number) {
    for (const key of [`${account}|*`, `${account}|${owner ?? '-'}`]) {
      const sum = this.sums.get(key) ?? { debit: 0, credit: 0 };
      sum.debit += debit;
      sum.credit += credit;
      this.sums.set(key, sum);
    }
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function lineInput(
  spec: LineSpec,
  leases: DemoLease[],
): { line: LineInput & { account: SystemAccountKey }; owner: string | null } {
  const amount = spec.side === 'debit' ? { debit: spec.cents } : { credit: spec.cents };
  const account = ACCOUNTS[spec.account]!;
  if (spec.where.kind === 'none') return { line: { account, ...amount }, owner: null };
  const lease = leases[spec.where.lease % leases.length]!;
  const dimension =
    spec.where.kind === 'lease'
      ? { leaseId: lease.leaseId }
      : spec.where.kind === 'property'
        ? { propertyId: lease.propertyId }
        : { ownerId: lease.ownerId };
  return { line: { account, ...amount, ...dimension }, owner: lease.ownerId };
}

let nextYear = 2100;

async function checkBooks(year: number, model: Model) {
  const db = books.db;
  const trial = await trialBalance(db);
  expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
  const yearTrial = await trialBalance(db, { from: `${year}-01`, asOf: `${year}-12` });
  expect(yearTrial.totalDebitCents).toBe(yearTrial.totalCreditCents);
  expect(await balancesKept(db)).toEqual(await balancesByScan(db));
  const owners = [...new Set(books.leases.map((lease) => lease.ownerId))];
  for (const account of ACCOUNTS) {
    const range = { from: `${year}-01`, asOf: `${year}-12` };
    const all = await accountBalance(db, account, range);
    const expected = model.sums.get(`${account}|*`) ?? { debit: 0, credit: 0 };
    expect([all.debitCents, all.creditCents], account).toEqual([expected.debit, expected.credit]);
    for (const owner of [...owners, null]) {
      const mine = await accountBalance(db, account, { ...range, ownerId: owner });
      const kept = model.sums.get(`${account}|${owner ?? '-'}`) ?? { debit: 0, credit: 0 };
      expect([mine.debitCents, mine.creditCents], `${account} ${owner}`).toEqual([
        kept.debit,
        kept.credit,
      ]);
    }
  }
}

describe('the books under random postings', () => {
  it('balance, and keep period balances equal to the lines and to the model', async () => {
    const db = books.db;
    await fc.assert(
      fc.asyncProperty(ops, async (sequence) => {
        const year = nextYear++;
        const model = new Model();
        const posted: {
          id: string;
          month: number;
          lines: { key: string; owner: string | null; debit: number; credit: number }[];
        }[] = [];
        const reversed = new Set<string>();
        let closedThrough = 0;

        /** Posts one entry; into a closed month it is refused and goes in as a late correction. */
        const post = async (spec: EntrySpec) => {
          const made = spec.lines.map((line) => lineInput(line, books.leases));
          const lines = made.map((m) => m.line);
          let month = spec.month;
          const date = (m: number) => `${year}-${pad(m)}-${pad(spec.day)}`;
          let id: string;
          if (month <= closedThrough) {
            const err = await postEntry(db, {
              date: date(month),
              source: { kind: 'manual' },
              lines,
            }).catch((e: unknown) => e);
            expect(err).toBeInstanceOf(JournalError);
            expect((err as JournalError).reason).toBe('closed_month');
            const corrected = month;
            month = closedThrough + 1;
            ({ id } = await postCorrection(db, {
              correctsMonth: `${year}-${pad(corrected)}`,
              date: date(month),
              source: { kind: 'manual' },
              lines,
            }));
          } else {
            ({ id } = await postEntry(db, {
              date: date(month),
              source: { kind: 'manual' },
              lines,
            }));
          }
          const kept = made.map(({ line, owner }) => ({
            key: line.account,
            owner,
            debit: line.debit ?? 0,
            credit: line.credit ?? 0,
          }));
          for (const line of kept) model.add(line.key, line.owner, line.debit, line.credit);
          posted.push({ id, month, lines: kept });
        };

        for (const step of sequence) {
          if (step.op === 'post') await post(step.entry);
          else if (step.op === 'burst') await Promise.all(step.entries.map(post));
          else if (step.op === 'close') {
            if (closedThrough < 5) {
              // Months close in order: the earlier runs' years go first.
              if (closedThrough === 0) await closeThrough(books, `${year - 1}-12`);
              closedThrough += 1;
              await closeMonth(db, `${year}-${pad(closedThrough)}`, books.adminId);
              expect(await isClosed(db, `${year}-${pad(closedThrough)}`)).toBe(true);
            }
          } else if (posted.length > 0) {
            const entry = posted[step.pick % posted.length]!;
            if (reversed.has(entry.id)) {
              const err = await reverseEntry(db, entry.id, { date: `${year}-12-01` }).catch(
                (e: unknown) => e,
              );
              expect((err as JournalError).reason).toBe('already_reversed');
            } else {
              const month = Math.max(entry.month, closedThrough + 1);
              const reversal = await reverseEntry(db, entry.id, {
                date: `${year}-${pad(month)}-28`,
              });
              reversed.add(entry.id);
              for (const line of entry.lines)
                model.add(line.key, line.owner, line.credit, line.debit);
              posted.push({
                id: reversal.id,
                month,
                lines: entry.lines.map((l) => ({ ...l, debit: l.credit, credit: l.debit })),
              });
            }
          }
        }
        await checkBooks(year, model);
      }),
      { numRuns: 25 },
    );
  });
});

describe('postings at once', () => {
  it('keep the period balances exact when many transactions add to the same rows', async () => {
    const db = books.db;
    const lease = books.leases[0]!;
    const amounts = Array.from({ length: 24 }, (_, i) => 1_000 + i * 37);
    const ids = await Promise.all(
      amounts.map(
        async (cents, i) =>
          (
            await postEntry(db, {
              date: `2300-01-${pad(1 + (i % 28))}`,
              source: { kind: 'charge', id: `burst-${i}` },
              lines: [
                { account: 'tenant_receivable', debit: cents, leaseId: lease.leaseId },
                { account: 'rent_income', credit: cents, leaseId: lease.leaseId },
                // Every entry also adds to the same undimensioned rows, in the other order.
                { account: 'trust_cash', debit: cents },
                { account: 'owner_funds_held', credit: cents },
              ],
            })
          ).id,
      ),
    );
    const total = amounts.reduce((sum, cents) => sum + cents, 0);
    const range = { from: '2300-01', asOf: '2300-01' };
    expect(await accountBalance(db, 'rent_income', { ...range, leaseId: lease.leaseId })).toEqual({
      debitCents: 0,
      creditCents: total,
      balanceCents: total,
    });
    expect((await accountBalance(db, 'trust_cash', range)).balanceCents).toBe(total);

    // Four tries at reversing each of the first six entries, all at once: one each goes through.
    const tries = ids
      .slice(0, 6)
      .flatMap((id) =>
        Array.from({ length: 4 }, () => reverseEntry(db, id, { date: '2300-01-28' })),
      );
    const settled = await Promise.allSettled(tries);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(6);
    for (const failed of settled.filter((s) => s.status === 'rejected')) {
      expect(((failed as PromiseRejectedResult).reason as JournalError).reason).toBe(
        'already_reversed',
      );
    }
    const reversedTotal = amounts.slice(0, 6).reduce((sum, cents) => sum + cents, 0);
    expect((await accountBalance(db, 'trust_cash', range)).balanceCents).toBe(
      total - reversedTotal,
    );
    expect(await balancesKept(db)).toEqual(await balancesByScan(db));
    const trial = await trialBalance(db);
    expect(trial.totalDebitCents).toBe(trial.totalCreditCents);
  });
});
