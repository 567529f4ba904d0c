import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, timestamps } from '../columns';
import type { PayoutAccountType, PayoutMethod } from '../../../shared/schemas/payouts';
import { journalEntries } from './accounting';
import { bankAccounts } from './banking';
import { userRef } from './identity';
import { properties } from './places';

/**
 * How an owner is paid (docs/accounting.md, "Owner payouts"): by check, or by bank transfer to
 * the account named here. The account number is stored only encrypted, under the same key and
 * scheme as vendors' taxpayer ids (src/server/lib/tax-id.ts), with its last four beside it.
 */
export const ownerPayoutSettings = pgTable(
  'owner_payout_settings',
  {
    ownerId: userRef('owner_id', 'cascade').primaryKey(),
    method: text('method').$type<PayoutMethod>().notNull().default('check'),
    routingNumber: text('routing_number'),
    /** `v1:<key fingerprint>:<iv>:<tag>:<ciphertext>`; never the plain number. */
    accountEncrypted: text('account_encrypted'),
    accountLast4: text('account_last4'),
    accountType: text('account_type').$type<PayoutAccountType>(),
    updatedBy: userRef('updated_by'),
    ...timestamps(),
  },
  (t) => [
    check('owner_payout_settings_method_check', sql`${t.method} in ('check', 'ach')`),
    check(
      'owner_payout_settings_ach_check',
      sql`${t.method} <> 'ach' or (${t.routingNumber} ~ '^[0-9]{9}$' and ${t.accountEncrypted} is not null and ${t.accountLast4} is not null and ${t.accountType} in ('checking', 'savings'))`,
    ),
  ],
);

/** One press of "Pay owners" for a month: the ACH payouts it made are one NACHA file. */
export const ownerPayoutRuns = pgTable(
  'owner_payout_runs',
  {
    id: id(),
    /** 'YYYY-MM'. */
    month: text('month').notNull(),
    /** The browser's key for the press: the same key again answers this run. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** When the NACHA file is dated (company time), so the file downloads the same each time. */
    fileCreatedOn: date('file_created_on', { mode: 'string' }).notNull(),
    fileCreatedAt: text('file_created_at').notNull(),
    /** The owners held back from this run. */
    held: text('held').array().notNull().default([]),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_payout_runs_key_idx').on(t.idempotencyKey),
    check('owner_payout_runs_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * What an owner was paid for a month: once per owner and month, whatever runs and instances try
 * (the unique index), posted as one `distribution` entry in the payout's own transaction.
 */
export const ownerPayouts = pgTable(
  'owner_payouts',
  {
    id: id(),
    runId: ref('run_id', () => ownerPayoutRuns.id, 'restrict').notNull(),
    ownerId: userRef('owner_id', 'restrict').notNull(),
    month: text('month').notNull(),
    amountCents: cents('amount_cents').notNull(),
    method: text('method').$type<PayoutMethod>().notNull(),
    /** A check: the bank account it is drawn on and its number. */
    bankAccountId: ref('bank_account_id', () => bankAccounts.id, 'restrict'),
    checkNumber: integer('check_number'),
    /** A transfer: the account paid, as it was then (encrypted), and the file's trace reference. */
    routingNumber: text('routing_number'),
    accountEncrypted: text('account_encrypted'),
    accountLast4: text('account_last4'),
    accountType: text('account_type').$type<PayoutAccountType>(),
    /** "Check 1042" or "ACH PAYOUT-…": what the owner and the bank see. */
    reference: text('reference').notNull(),
    entryId: ref('entry_id', () => journalEntries.id, 'restrict').notNull(),
    status: text('status').notNull().default('paid'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_payouts_owner_month_idx').on(t.ownerId, t.month),
    uniqueIndex('owner_payouts_check_idx').on(t.bankAccountId, t.checkNumber),
    index('owner_payouts_run_idx').on(t.runId),
    check('owner_payouts_amount_check', sql`${t.amountCents} > 0`),
    check('owner_payouts_method_check', sql`${t.method} in ('check', 'ach')`),
    check('owner_payouts_status_check', sql`${t.status} in ('paid')`),
    check(
      'owner_payouts_reference_check',
      sql`(${t.method} = 'check' and ${t.checkNumber} is not null and ${t.bankAccountId} is not null) or (${t.method} = 'ach' and ${t.accountEncrypted} is not null and ${t.routingNumber} is not null)`,
    ),
  ],
);

/** Money an owner paid in (to cover a shortfall, a repair, a reserve): a `contribution` entry. */
export const ownerContributions = pgTable(
  'owner_contributions',
  {
    id: id(),
    ownerId: userRef('owner_id', 'restrict').notNull(),
    propertyId: ref('property_id', () => properties.id, 'restrict').notNull(),
    amountCents: cents('amount_cents').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    entryId: ref('entry_id', () => journalEntries.id, 'restrict').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_contributions_key_idx').on(t.idempotencyKey),
    index('owner_contributions_owner_idx').on(t.ownerId, t.receivedOn),
    check('owner_contributions_amount_check', sql`${t.amountCents} > 0`),
  ],
);
