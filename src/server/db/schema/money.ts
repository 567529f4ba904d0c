import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, timestampTz } from '../columns';
import type {
  ChargeKind,
  PaymentAppliesTo,
  PaymentMethod,
  PaymentStatus,
} from '../../../shared/leasing-terms';
import { userRef } from './identity';
import { leases } from './leasing';

/**
 * What a lease owes: one row per charge, never updated or deleted (decision 0041). Credits and
 * concessions are negative, every other kind positive. The balance is the sum of the charges less
 * the payments that did not fail; it is never stored.
 */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    leaseId: ref('lease_id', () => leases.id, 'restrict').notNull(),
    kind: text('kind').$type<ChargeKind>().notNull(),
    /** The month a rent or late fee is for (YYYY-MM); null for other kinds. */
    period: text('period'),
    amountCents: cents('amount_cents').notNull(),
    /** The company-local day the charge is due: it counts toward a late fee from then. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().unique(),
    description: text('description').notNull(),
    /** The payment this entry puts back (kind payment_reversal): at most one per payment. */
    reversesPaymentId: ref('reverses_payment_id', () => payments.id, 'restrict').unique(),
    /** Null when the scheduler posted it. */
    createdBy: userRef('created_by'),
    postedAt: timestampTz('posted_at').notNull().defaultNow(),
  },
  (t) => [
    index('charges_lease_idx').on(t.leaseId, t.dueDate),
    // The portal home's money by month reads a month's charges by the day they fall due.
    index('charges_due_date_idx').on(t.dueDate),
    // The deposits held and still to be paid are read among years of rent.
    index('charges_deposit_idx')
      .on(t.leaseId)
      .where(sql`${t.kind} = 'deposit'`),
    // The scheduler's idempotency: one rent and one late fee per lease and month, by constraint.
    uniqueIndex('charges_lease_kind_period_idx')
      .on(t.leaseId, t.kind, t.period)
      .where(sql`${t.kind} in ('rent', 'late_fee')`),
    check(
      'charges_sign_check',
      sql`(${t.kind} in ('credit', 'concession') and ${t.amountCents} < 0) or (${t.kind} not in ('credit', 'concession') and ${t.amountCents} > 0)`,
    ),
    check(
      'charges_period_check',
      sql`(${t.kind} in ('rent', 'late_fee')) = (${t.period} is not null) and (${t.period} is null or ${t.period} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')`,
    ),
    check(
      'charges_reversal_check',
      sql`(${t.kind} = 'payment_reversal') = (${t.reversesPaymentId} is not null)`,
    ),
  ],
);

/**
 * Money received (or being received) for a lease. A failed payment stays as a record and counts
 * for nothing; a reversed or returned one keeps counting and is put back by a `payment_reversal`
 * charge, so the ledger only ever grows.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    leaseId: ref('lease_id', () => leases.id, 'restrict').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The card convenience fee charged on top; it is the company's, not the lease's. */
    feeCents: cents('fee_cents').notNull().default(0),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    reference: text('reference').notNull().unique(),
    /** A double click, a second tab or a retry sends the same key: the second insert is refused. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Check or money-order number, or the processor's id of the charge. */
    externalReference: text('external_reference'),
    paymentMethodId: ref('payment_method_id', () => paymentMethods.id, 'set null'),
    payerEmail: text('payer_email'),
    failureReason: text('failure_reason'),
    reversalReason: text('reversal_reason'),
    createdBy: userRef('created_by'),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    settledAt: timestampTz('settled_at'),
    reversedAt: timestampTz('reversed_at'),
    createdAt: createdAt(),
    /** The card brand or "bank" and the last four the processor reported, for the receipt. */
    methodBrand: text('method_brand'),
    methodLast4: text('method_last4'),
    /** The charge a visitor paid by its reference (decision 0044); null for every other payment. */
    paidChargeId: ref('paid_charge_id', (): AnyPgColumn => charges.id, 'restrict'),
    /**
     * A visitor has no account: this unguessable token in the receipt link is what lets them read
     * their receipt (decision 0044). Null for payments made in the portal or at the office.
     */
    receiptToken: text('receipt_token').unique(),
    /**
     * The processor's token the payment was made with (never a card number): a payment cut off
     * before the processor's answer was stored is completed with it, by the same idempotency key.
     */
    processorToken: text('processor_token'),
    /**
     * What the payment pays: the open charges oldest first, or the security deposit. Only a
     * payment meant for the deposit pays it, and its cash goes to the deposit escrow account.
     */
    appliesTo: text('applies_to').$type<PaymentAppliesTo>().notNull().default('charges'),
  },
  (t) => [
    index('payments_lease_idx').on(t.leaseId, t.receivedAt),
    // ... and its payments by the time they were received.
    index('payments_received_at_idx').on(t.receivedAt),
    check('payments_amount_check', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    check('payments_applies_to_check', sql`${t.appliesTo} in ('charges', 'deposit')`),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'succeeded', 'failed', 'returned', 'reversed')`,
    ),
  ],
);

/** A saved card or bank account: only the processor's token, the brand and the last four. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    kind: text('kind').$type<'card' | 'ach'>().notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    autopay: boolean('autopay').notNull().default(false),
    /** The lease autopay pays with this method; set exactly when `autopay` is on (decision 0045). */
    autopayLeaseId: ref('autopay_lease_id', () => leases.id, 'restrict'),
    /** When autopay was turned on: a month whose due day came before it is not charged. */
    autopayEnrolledAt: timestampTz('autopay_enrolled_at'),
    createdAt: createdAt(),
    removedAt: timestampTz('removed_at'),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_one_autopay_idx')
      .on(t.userId)
      .where(sql`${t.autopay} and ${t.removedAt} is null`),
    check('payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    // One resident's method pays a lease by autopay: a second enrolment on it is refused.
    uniqueIndex('payment_methods_one_autopay_per_lease_idx')
      .on(t.autopayLeaseId)
      .where(sql`${t.autopay} and ${t.removedAt} is null`),
    check(
      'payment_methods_autopay_lease_check',
      sql`${t.autopay} = (${t.autopayLeaseId} is not null) and ${t.autopay} = (${t.autopayEnrolledAt} is not null) and not (${t.autopay} and ${t.removedAt} is not null)`,
    ),
  ],
);

/**
 * Which charge a payment or a credit paid, and how much: written when the payment is received
 * (oldest open charge first), when a later charge takes money already paid in advance, and, as a
 * negative amount, when the payment is reversed or returned and its charges open again. Rows are
 * never changed; a charge's open amount is its amount less the sum of its applications.
 */
export const chargeApplications = pgTable(
  'charge_applications',
  {
    id: id(),
    chargeId: ref('charge_id', () => charges.id, 'restrict').notNull(),
    /** The payment whose money it is; null when a credit or concession is applied. */
    paymentId: ref('payment_id', () => payments.id, 'restrict'),
    /** The credit or concession (a negative charge) applied; null for a payment. */
    creditId: ref('credit_id', () => charges.id, 'restrict'),
    leaseId: ref('lease_id', () => leases.id, 'restrict').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('charge_applications_charge_idx').on(t.chargeId),
    index('charge_applications_payment_idx').on(t.paymentId),
    index('charge_applications_lease_idx').on(t.leaseId),
    check(
      'charge_applications_source_check',
      sql`(${t.paymentId} is null) <> (${t.creditId} is null) and ${t.amountCents} <> 0`,
    ),
  ],
);
