import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, timestamps, timestampTz } from '../columns';
import type { LeaseStatus } from '../../../shared/leasing-terms';
import { userRef } from './identity';
import { units } from './places';

/**
 * A lease of one unit. `endDate` null is month-to-month. Two leases in an occupying state
 * (active, notice_given) never overlap on one unit: an exclusion constraint in the migration
 * refuses it (decision 0042), whatever the code above it does.
 */
export const leases = pgTable(
  'leases',
  {
    id: id(),
    unitId: ref('unit_id', () => units.id, 'restrict').notNull(),
    status: text('status').$type<LeaseStatus>().notNull().default('draft'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    monthlyRentCents: cents('monthly_rent_cents').notNull(),
    /** Day of the month rent is due, 1 to 28 so every month has it. */
    dueDay: integer('due_day').notNull().default(1),
    securityDepositCents: cents('security_deposit_cents').notNull().default(0),
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(5),
    /** Exactly one of the two is set, or neither (no late fee). */
    lateFeeFlatCents: cents('late_fee_flat_cents'),
    lateFeePercentBasisPoints: integer('late_fee_percent_bp'),
    lateFeeCapCents: cents('late_fee_cap_cents'),
    /** The lease this one renews; the previous term ends where this one starts. */
    renewalOf: ref('renewal_of', (): AnyPgColumn => leases.id, 'restrict'),
    noticeGivenAt: timestampTz('notice_given_at'),
    moveOutDate: date('move_out_date', { mode: 'string' }),
    depositRefundCents: cents('deposit_refund_cents'),
    activatedAt: timestampTz('activated_at'),
    endedAt: timestampTz('ended_at'),
    cancelledAt: timestampTz('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    index('leases_unit_idx').on(t.unitId),
    index('leases_status_end_idx').on(t.status, t.endDate),
    index('leases_renewal_of_idx').on(t.renewalOf),
    check('leases_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('leases_due_day_check', sql`${t.dueDay} between 1 and 28`),
    check('leases_rent_check', sql`${t.monthlyRentCents} > 0`),
    check(
      'leases_late_fee_check',
      sql`${t.lateFeeFlatCents} is null or ${t.lateFeePercentBasisPoints} is null`,
    ),
    check(
      'leases_status_check',
      sql`${t.status} in ('draft', 'active', 'notice_given', 'ended', 'cancelled')`,
    ),
  ],
);

/** The residents named on a lease (one or more). */
export const leaseResidents = pgTable(
  'lease_residents',
  {
    leaseId: ref('lease_id', () => leases.id, 'cascade').notNull(),
    userId: userRef('user_id', 'restrict').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leaseId, t.userId] }),
    index('lease_residents_user_idx').on(t.userId),
  ],
);

/** What was kept from the deposit when a lease ended, one row per reason. */
export const depositDeductions = pgTable(
  'deposit_deductions',
  {
    id: id(),
    leaseId: ref('lease_id', () => leases.id, 'restrict').notNull(),
    reason: text('reason').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('deposit_deductions_lease_idx').on(t.leaseId),
    check('deposit_deductions_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A signed lease or an addendum (PDF); the file lives under DATA_DIR/uploads/leases/. */
export const leaseDocuments = pgTable(
  'lease_documents',
  {
    id: id(),
    leaseId: ref('lease_id', () => leases.id, 'restrict').notNull(),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: userRef('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('lease_documents_lease_idx').on(t.leaseId)],
);
