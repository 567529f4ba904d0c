import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { LeaseStatus } from '../../../shared/leasing-terms';
import { users } from './identity';
import { units } from './places';

/**
 * A lease of one unit. `endDate` null is month-to-month. Two leases in an occupying state
 * (active, notice_given) never overlap on one unit: an exclusion constraint in the migration
 * refuses it (decision 0042), whatever the code above it does.
 */
export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    status: text('status').$type<LeaseStatus>().notNull().default('draft'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    monthlyRentCents: integer('monthly_rent_cents').notNull(),
    /** Day of the month rent is due, 1 to 28 so every month has it. */
    dueDay: integer('due_day').notNull().default(1),
    securityDepositCents: integer('security_deposit_cents').notNull().default(0),
    lateFeeGraceDays: integer('late_fee_grace_days').notNull().default(5),
    /** Exactly one of the two is set, or neither (no late fee). */
    lateFeeFlatCents: integer('late_fee_flat_cents'),
    lateFeePercentBasisPoints: integer('late_fee_percent_bp'),
    lateFeeCapCents: integer('late_fee_cap_cents'),
    /** The lease this one renews; the previous term ends where this one starts. */
    renewalOf: uuid('renewal_of').references((): AnyPgColumn => leases.id, {
      onDelete: 'restrict',
    }),
    noticeGivenAt: timestamp('notice_given_at', { withTimezone: true }),
    moveOutDate: date('move_out_date', { mode: 'string' }),
    depositRefundCents: integer('deposit_refund_cents'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lease_documents_lease_idx').on(t.leaseId)],
);
