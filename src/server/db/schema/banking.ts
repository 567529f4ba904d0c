import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestampTz } from '../columns';
import { userRef } from './identity';
import { accounts, journalLines } from './accounting';
import { properties } from './places';

import type { BankAccountKind, CsvMapping } from '../../../shared/schemas/banking';

/**
 * A real bank account the company holds money in, tied one-to-one to the cash account in the
 * chart that carries its book balance. Florida keeps trust money (rents, owners' funds) and
 * tenants' deposits and advance rent in separate accounts from the company's own (docs/accounting.md).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    name: text('name').notNull(),
    bankName: text('bank_name').notNull(),
    /** The branch's address: a tenant's deposit notice names where the money is (§83.49(2)). */
    bankAddress: text('bank_address').notNull().default(''),
    /** Only the last four digits are ever stored ("4821"); the screens show "•••• 4821". */
    last4: text('last4').notNull(),
    kind: text('kind').$type<BankAccountKind>().notNull(),
    /** The asset account whose balance is this bank account's book balance. */
    accountId: ref('account_id', () => accounts.id, 'restrict')
      .notNull()
      .unique(),
    /** The account of its kind a property without its own choice uses. */
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** How this bank's CSV statements name their columns, set at the first import and remembered. */
    statementCsvMapping: jsonb('statement_csv_mapping').$type<CsvMapping>(),
    /** The number the next check drawn on the account gets (vendor_checks). */
    nextCheckNumber: integer('next_check_number').notNull().default(1001),
    createdAt: createdAt(),
  },
  (t) => [
    check('bank_accounts_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check(
      'bank_accounts_kind_check',
      sql`${t.kind} in ('operating_trust', 'deposit_escrow', 'company_operating')`,
    ),
    uniqueIndex('bank_accounts_one_default_idx')
      .on(t.kind)
      .where(sql`${t.isDefault}`),
    index('bank_accounts_kind_idx').on(t.kind),
  ],
);

/**
 * The bank accounts a property's money goes to: rents to an operating trust account, its tenants'
 * deposits and advance rent to a deposit escrow account. A property without a row (or a null)
 * banks with the default account of the kind.
 */
export const propertyBankAccounts = pgTable('property_bank_accounts', {
  propertyId: ref('property_id', () => properties.id, 'cascade').primaryKey(),
  operatingBankAccountId: ref('operating_bank_account_id', () => bankAccounts.id, 'restrict'),
  depositBankAccountId: ref('deposit_bank_account_id', () => bankAccounts.id, 'restrict'),
});

/**
 * One line of a bank statement as imported: money in is above zero, money out below. The
 * fingerprint (the bank's transaction id, or the line's own content and its place among identical
 * lines) makes importing the same file again add nothing.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    bankAccountId: ref('bank_account_id', () => bankAccounts.id, 'restrict').notNull(),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    /** The check number or the bank's reference, when the statement gives one. */
    reference: text('reference').notNull().default(''),
    fingerprint: text('fingerprint').notNull(),
    fileName: text('file_name').notNull().default(''),
    importedAt: createdAt(),
    importedBy: userRef('imported_by'),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_fingerprint_idx').on(t.bankAccountId, t.fingerprint),
    index('bank_statement_lines_date_idx').on(t.bankAccountId, t.postedOn),
    check('bank_statement_lines_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * A statement line matched to the journal line on the bank account's cash account that records
 * the same movement: one to one, each side at most once (the unique keys hold under concurrency).
 */
export const bankMatches = pgTable('bank_matches', {
  statementLineId: ref('statement_line_id', () => bankStatementLines.id, 'cascade').primaryKey(),
  journalLineId: ref('journal_line_id', () => journalLines.id, 'restrict')
    .notNull()
    .unique(),
  /** `auto` by the matcher, `manual` by a person, `created` with the entry made for the line. */
  how: text('how').$type<'auto' | 'manual' | 'created'>().notNull(),
  matchedAt: createdAt(),
  matchedBy: userRef('matched_by'),
});

/** The bank's balance at the end of a month, from the statement imported or typed in. */
export const bankStatementBalances = pgTable(
  'bank_statement_balances',
  {
    bankAccountId: ref('bank_account_id', () => bankAccounts.id, 'cascade').notNull(),
    /** The 1st of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    endingBalanceCents: bigint('ending_balance_cents', { mode: 'number' }).notNull(),
    source: text('source').$type<'import' | 'typed'>().notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bankAccountId, t.month] })],
);

/**
 * A month's reconciliation of a bank account, signed by the broker of record: the figures as
 * signed, and any difference's explanation. A signed month is locked for that bank account.
 */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: id(),
    bankAccountId: ref('bank_account_id', () => bankAccounts.id, 'restrict').notNull(),
    /** The 1st of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    explanation: text('explanation').notNull().default(''),
    /** The reconciliation as it was signed (the page's figures), kept as evidence. */
    figures: jsonb('figures').notNull(),
    signedBy: userRef('signed_by', 'restrict').notNull(),
    signedByName: text('signed_by_name').notNull(),
    signedAt: timestampTz('signed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_reconciliations_month_idx').on(t.bankAccountId, t.month)],
);
