/** The words of the lease and ledger model, shared by the API's schemas and the screens. */

export const LEASE_STATUSES = ['draft', 'active', 'notice_given', 'ended', 'cancelled'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];

/** The states in which a lease holds its unit: two of them never overlap on one unit. */
export const OCCUPYING_STATUSES = ['active', 'notice_given'] as const satisfies LeaseStatus[];

/**
 * What a charge is for. Credits and concessions lower the balance and are stored negative;
 * `payment_reversal` puts back a payment that was reversed or returned (decision 0041).
 */
export const CHARGE_KINDS = [
  'rent',
  'deposit',
  'late_fee',
  'utility',
  'other',
  'credit',
  'concession',
  'returned_payment_fee',
  'payment_reversal',
  /** Work billed to the resident from a completed work order. */
  'repair',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CREDIT_KINDS = ['credit', 'concession'] as const satisfies ChargeKind[];
/** What an admin may post by hand; the rest are posted by the scheduler or by a reversal. */
export const MANUAL_CHARGE_KINDS = [
  'deposit',
  'utility',
  'other',
  ...CREDIT_KINDS,
] as const satisfies ChargeKind[];
export type ManualChargeKind = (typeof MANUAL_CHARGE_KINDS)[number];

export const PAYMENT_METHODS = ['card', 'ach', 'check', 'cash', 'money_order'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const MANUAL_PAYMENT_METHODS = [
  'check',
  'cash',
  'money_order',
] as const satisfies PaymentMethod[];
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** What a payment pays: the open charges (oldest first) or the security deposit alone. */
export const PAYMENT_APPLIES_TO = ['charges', 'deposit'] as const;
export type PaymentAppliesTo = (typeof PAYMENT_APPLIES_TO)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'returned', 'reversed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Reference prefixes: INV-2026-000123 for a charge, PAY-2026-000045 for a payment. */
export const CHARGE_REFERENCE_PREFIX = 'INV';
export const PAYMENT_REFERENCE_PREFIX = 'PAY';

/** Every lease is billed in US dollars; the ledger stores integer cents of it. */
export const LEDGER_CURRENCY = 'USD';
