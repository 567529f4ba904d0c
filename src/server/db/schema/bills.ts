import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, timestamps, timestampTz } from '../columns';
import type {
  BillStatus,
  CheckStatus,
  OwnerApprovalState,
  VendorPaymentMethod,
  W9EntityType,
} from '../../../shared/schemas/bills';
import { accounts, journalEntries } from './accounting';
import { bankAccounts } from './banking';
import { userRef } from './identity';
import { workOrders } from './maintenance';
import { properties, units } from './places';

/**
 * A company or person the manager pays for work on the owners' properties (docs/accounting.md,
 * "Vendors and bills"). The taxpayer id is stored only encrypted (AES-256-GCM with
 * VENDOR_TAX_ID_KEY) with its last four digits beside it for the masked display.
 */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    legalName: text('legal_name').notNull(),
    /** What they do: "Plumbing", "Pool service". */
    trade: text('trade').notNull().default(''),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    w9EntityType: text('w9_entity_type').$type<W9EntityType>(),
    /** `v1:<key fingerprint>:<iv>:<tag>:<ciphertext>`, base64 parts; never the plain id. */
    taxIdEncrypted: text('tax_id_encrypted'),
    taxIdLast4: text('tax_id_last4'),
    /** SSN-shaped (`123-45-6789`) or EIN-shaped (`12-3456789`): how the mask is drawn. */
    taxIdKind: text('tax_id_kind').$type<'ssn' | 'ein'>(),
    eligible1099: boolean('eligible_1099').notNull().default(false),
    defaultExpenseAccountId: ref('default_expense_account_id', () => accounts.id, 'restrict'),
    insuranceExpiresOn: date('insurance_expires_on', { mode: 'string' }),
    paymentMethod: text('payment_method').$type<VendorPaymentMethod>().notNull().default('check'),
    /** The processor's token for the vendor's bank account; never the account number. */
    bankAccountToken: text('bank_account_token'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check(
      'vendors_tax_id_check',
      sql`(${t.taxIdEncrypted} is null) = (${t.taxIdLast4} is null) and (${t.taxIdLast4} is null or ${t.taxIdLast4} ~ '^[0-9]{4}$')`,
    ),
    check('vendors_payment_method_check', sql`${t.paymentMethod} in ('check', 'bank')`),
    check(
      'vendors_bank_token_check',
      sql`${t.paymentMethod} <> 'bank' or ${t.bankAccountToken} is not null`,
    ),
  ],
);

/** A technician who works for an outside company; one without a row is in-house staff. */
export const technicianVendors = pgTable('technician_vendors', {
  technicianId: userRef('technician_id', 'cascade').primaryKey(),
  vendorId: ref('vendor_id', () => vendors.id, 'cascade').notNull(),
});

/** A monthly bill the scheduler writes once per month (landscaping, pool service). */
export const recurringBills = pgTable(
  'recurring_bills',
  {
    id: id(),
    vendorId: ref('vendor_id', () => vendors.id, 'restrict').notNull(),
    propertyId: ref('property_id', () => properties.id, 'restrict').notNull(),
    unitId: ref('unit_id', () => units.id, 'restrict'),
    accountId: ref('account_id', () => accounts.id, 'restrict').notNull(),
    description: text('description').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The day of the month the bill is dated; due this many days later. */
    dayOfMonth: integer('day_of_month').notNull(),
    dueDays: integer('due_days').notNull().default(15),
    /** The first month ('YYYY-MM-01') a bill is written for. */
    startMonth: date('start_month', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('recurring_bills_day_check', sql`${t.dayOfMonth} between 1 and 28`),
    check('recurring_bills_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A vendor's invoice to be paid from a property's trust money: draft → approved → paid, or void.
 * Approval posts its expense (unless a work order's completion already did); payment is a check.
 */
export const bills = pgTable(
  'bills',
  {
    id: id(),
    vendorId: ref('vendor_id', () => vendors.id, 'restrict').notNull(),
    propertyId: ref('property_id', () => properties.id, 'restrict').notNull(),
    unitId: ref('unit_id', () => units.id, 'restrict'),
    /** The completed work order the bill is for: its completion posted the expense already. */
    workOrderId: ref('work_order_id', () => workOrders.id, 'restrict'),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    status: text('status').$type<BillStatus>().notNull().default('draft'),
    totalCents: cents('total_cents').notNull(),
    /** The vendor's invoice (PDF or photo), in the file store under `bills/<id>/<name>`. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileContentType: text('file_content_type'),
    fileSizeBytes: integer('file_size_bytes'),
    /** Above the property's approval threshold: the owner's answer, asked for by the office. */
    ownerApprovalState: text('owner_approval_state').$type<OwnerApprovalState>(),
    ownerApprovalNote: text('owner_approval_note'),
    ownerApprovalDecidedBy: userRef('owner_approval_decided_by'),
    ownerApprovalDecidedAt: timestampTz('owner_approval_decided_at'),
    approvedBy: userRef('approved_by'),
    approvedAt: timestampTz('approved_at'),
    /** The approval's expense entry (none for a work order's bill). */
    expenseEntryId: ref('expense_entry_id', () => journalEntries.id, 'restrict'),
    recurringBillId: ref('recurring_bill_id', () => recurringBills.id, 'restrict'),
    /** The month ('YYYY-MM') a recurring bill is for: one per schedule and month. */
    period: text('period'),
    voidedAt: timestampTz('voided_at'),
    createdBy: userRef('created_by'),
    ...timestamps(),
  },
  (t) => [
    index('bills_property_idx').on(t.propertyId, t.status),
    index('bills_status_idx').on(t.status, t.dueDate),
    // One vendor's invoice number once (a voided bill frees it), whatever its case and spaces.
    uniqueIndex('bills_vendor_invoice_idx')
      .on(t.vendorId, sql`lower(${t.invoiceNumber})`)
      .where(sql`${t.status} <> 'void'`),
    // A work order has one live bill.
    uniqueIndex('bills_work_order_idx')
      .on(t.workOrderId)
      .where(sql`${t.status} <> 'void'`),
    uniqueIndex('bills_recurring_period_idx').on(t.recurringBillId, t.period),
    check('bills_status_check', sql`${t.status} in ('draft', 'approved', 'paid', 'void')`),
    check('bills_total_check', sql`${t.totalCents} > 0`),
    check('bills_due_check', sql`${t.dueDate} >= ${t.invoiceDate}`),
    check(
      'bills_owner_approval_check',
      sql`${t.ownerApprovalState} is null or ${t.ownerApprovalState} in ('pending', 'approved', 'declined')`,
    ),
  ],
);

/** What a bill is for, by expense account; the lines add up to the bill's total. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: id(),
    billId: ref('bill_id', () => bills.id, 'cascade').notNull(),
    accountId: ref('account_id', () => accounts.id, 'restrict').notNull(),
    description: text('description').notNull().default(''),
    amountCents: cents('amount_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('bill_lines_bill_idx').on(t.billId),
    check('bill_lines_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A check drawn on a bank account: one per vendor and property in a payment batch, so its one
 * cash line is what the bank clears. Numbered from the bank account's next check number.
 */
export const vendorChecks = pgTable(
  'vendor_checks',
  {
    id: id(),
    bankAccountId: ref('bank_account_id', () => bankAccounts.id, 'restrict').notNull(),
    checkNumber: integer('check_number').notNull(),
    vendorId: ref('vendor_id', () => vendors.id, 'restrict').notNull(),
    propertyId: ref('property_id', () => properties.id, 'restrict').notNull(),
    /** The checks printed together (a uuid the server draws). */
    batchId: text('batch_id').notNull(),
    /** The browser's key for the press of "Pay by check": a retry prints nothing twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: cents('amount_cents').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    status: text('status').$type<CheckStatus>().notNull().default('issued'),
    entryId: ref('entry_id', () => journalEntries.id, 'restrict').notNull(),
    voidEntryId: ref('void_entry_id', () => journalEntries.id, 'restrict'),
    voidedAt: timestampTz('voided_at'),
    voidedBy: userRef('voided_by'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('vendor_checks_number_idx').on(t.bankAccountId, t.checkNumber),
    index('vendor_checks_batch_idx').on(t.batchId),
    index('vendor_checks_key_idx').on(t.idempotencyKey),
    check('vendor_checks_status_check', sql`${t.status} in ('issued', 'void')`),
    check('vendor_checks_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The bills a check paid (kept after a void, for the history). */
export const vendorCheckBills = pgTable(
  'vendor_check_bills',
  {
    checkId: ref('check_id', () => vendorChecks.id, 'restrict').notNull(),
    billId: ref('bill_id', () => bills.id, 'restrict').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.checkId, t.billId] }),
    index('vendor_check_bills_bill_idx').on(t.billId),
  ],
);
