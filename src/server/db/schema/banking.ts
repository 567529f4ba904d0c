import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../columns';
import { accounts } from './accounting';
import { properties } from './places';

export const BANK_ACCOUNT_KINDS = [
  'operating_trust',
  'deposit_escrow',
  'company_operating',
] as const;
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];

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
