import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestampTz } from '../columns';
import { userRef } from './identity';
import { leases } from './leasing';
import { properties, units } from './places';

/**
 * The books (docs/accounting.md, decision 0081): one double-entry journal in integer cents. The
 * database itself keeps the rules in the `journal_rules` migration, whatever code writes: an
 * entry balances and has two lines or more (checked at commit), nothing posted is updated or
 * deleted (a correction is a reversing entry), nothing is dated in a closed month, and
 * `account_period_balances` is kept by a trigger in the same transaction as the lines.
 */

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * Where an entry comes from. With `source_id` it names the event (a charge, a payment, a
 * deposit deduction, ...) and that event posts once: see `journal_entries_source_idx`.
 */
export const JOURNAL_SOURCE_KINDS = [
  'charge',
  'payment',
  'reversal',
  'return',
  'deduction',
  'refund',
  'fee',
  'transfer',
  'contribution',
  'distribution',
  'expense',
  'manual',
  'opening',
  /** Money already received (prepaid rent) applied to a charge posted later. */
  'application',
  /** A check (vendor_checks) paying approved bills: accounts payable against trust cash. */
  'bill_payment',
] as const;
export type JournalSourceKind = (typeof JOURNAL_SOURCE_KINDS)[number];

const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The chart of accounts. The rows the code posts to carry a `system_key` and are written at every
 * start (db/chart-of-accounts.ts); an administrator may add accounts (no key), rename them
 * or make them inactive. The normal side follows from the type and is computed by the database.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    /** The number an accountant reads ("1010"); unique. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameEs: text('name_es').notNull(),
    type: text('type').$type<AccountType>().notNull(),
    /** Debit for assets and expenses, credit for liabilities, equity and income. */
    normalSide: text('normal_side')
      .$type<'debit' | 'credit'>()
      .notNull()
      .generatedAlwaysAs(
        sql`case when type in ('asset', 'expense') then 'debit' else 'credit' end`,
      ),
    /** Cash held for others in a trust (escrow) bank account, reconciled monthly. */
    isTrust: boolean('is_trust').notNull().default(false),
    /** The stable name the code posts to; null for an account an administrator added. */
    systemKey: text('system_key').unique(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_type_check', sql`${t.type} in (${inList(ACCOUNT_TYPES)})`),
    check('accounts_code_check', sql`${t.code} ~ '^[0-9]{4}(-[0-9A-Za-z]+)?$'`),
    check('accounts_system_key_check', sql`${t.systemKey} ~ '^[a-z][a-z0-9_]*$'`),
    check('accounts_trust_check', sql`not ${t.isTrust} or ${t.type} = 'asset'`),
  ],
);

/**
 * One posting: a date, where it comes from, and two or more lines (`journal_lines`) whose debits
 * equal their credits. Never updated or deleted.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    /** The company-local day the entry counts on; its month is the period it falls in. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    postedAt: timestampTz('posted_at').notNull().defaultNow(),
    sourceKind: text('source_kind').$type<JournalSourceKind>().notNull(),
    /** The event's id (a charge's, a payment's, ...) or a caller's key for a manual entry. */
    sourceId: text('source_id'),
    memo: text('memo').notNull().default(''),
    actorId: userRef('actor_id', 'restrict'),
    /** The entry this one mirrors (source kind `reversal`): an entry is reversed at most once. */
    reversesEntryId: ref(
      'reverses_entry_id',
      (): AnyPgColumn => journalEntries.id,
      'restrict',
    ).unique(),
    /** For a late correction: the closed month (its 1st) this entry, dated later, corrects. */
    correctsMonth: date('corrects_month', { mode: 'string' }),
  },
  (t) => [
    index('journal_entries_date_idx').on(t.entryDate),
    // The fees moved out of trust are found among millions of entries (management-fees.ts).
    index('journal_entries_transfer_idx')
      .on(t.id)
      .where(sql`${t.sourceKind} = 'transfer'`),
    // One event posts once. Entries without a source id (manual, opening) are not constrained.
    // An event that needs two entries posts them under two kinds (a payment and its `fee`).
    uniqueIndex('journal_entries_source_idx')
      .on(t.sourceKind, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
    check(
      'journal_entries_source_kind_check',
      sql`${t.sourceKind} in (${inList(JOURNAL_SOURCE_KINDS)})`,
    ),
    check(
      'journal_entries_reversal_check',
      sql`(${t.sourceKind} = 'reversal') = (${t.reversesEntryId} is not null) and (${t.reversesEntryId} is null or (${t.sourceId} = ${t.reversesEntryId}::text and ${t.reversesEntryId} <> ${t.id}))`,
    ),
    check(
      'journal_entries_corrects_month_check',
      sql`${t.correctsMonth} is null or (extract(day from ${t.correctsMonth}) = 1 and ${t.correctsMonth} < date_trunc('month', ${t.entryDate}))`,
    ),
  ],
);

/**
 * One side of an entry: exactly one of debit and credit is above zero. The dimensions say whose
 * money it is and where it arose; they are what balances are kept by.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: id(),
    entryId: ref('entry_id', () => journalEntries.id, 'restrict').notNull(),
    accountId: ref('account_id', () => accounts.id, 'restrict').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    propertyId: ref('property_id', () => properties.id, 'restrict'),
    unitId: ref('unit_id', () => units.id, 'restrict'),
    leaseId: ref('lease_id', () => leases.id, 'restrict'),
    /** The owner whose money or property the line concerns (a user with the landlord role). */
    ownerId: userRef('owner_id', 'restrict'),
    /** A vendor paid or owed. A plain uuid for now: there is no vendors table yet to refer to. */
    vendorId: uuid('vendor_id'),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_idx').on(t.accountId),
    index('journal_lines_owner_idx').on(t.ownerId),
    index('journal_lines_property_idx').on(t.propertyId),
    index('journal_lines_lease_idx').on(t.leaseId),
    check(
      'journal_lines_one_side_check',
      sql`(${t.debitCents} > 0 and ${t.creditCents} = 0) or (${t.creditCents} > 0 and ${t.debitCents} = 0)`,
    ),
  ],
);

/**
 * Debits and credits per account, month and dimension (owner, property, lease; a missing one is
 * its own group), kept by a trigger on `journal_lines` in the posting's transaction: a balance is
 * the sum of these rows, never a scan of the lines. Derived data: nothing else writes here.
 */
export const accountPeriodBalances = pgTable(
  'account_period_balances',
  {
    accountId: ref('account_id', () => accounts.id, 'restrict').notNull(),
    /** The 1st of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    ownerId: userRef('owner_id', 'restrict'),
    propertyId: ref('property_id', () => properties.id, 'restrict'),
    leaseId: ref('lease_id', () => leases.id, 'restrict'),
    debitTotal: bigint('debit_total', { mode: 'number' }).notNull().default(0),
    creditTotal: bigint('credit_total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('account_period_balances_key')
      .on(t.accountId, t.month, t.ownerId, t.propertyId, t.leaseId)
      .nullsNotDistinct(),
    index('account_period_balances_month_idx').on(t.month),
    index('account_period_balances_owner_idx').on(t.ownerId),
    check('account_period_balances_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
);

/** A month whose books are closed: nothing more is dated in it (a correction names it instead). */
export const closedMonths = pgTable(
  'closed_months',
  {
    /** The 1st of the month. */
    month: date('month', { mode: 'string' }).primaryKey(),
    closedAt: timestampTz('closed_at').notNull().defaultNow(),
    closedBy: userRef('closed_by', 'restrict'),
  },
  (t) => [check('closed_months_month_check', sql`extract(day from ${t.month}) = 1`)],
);
