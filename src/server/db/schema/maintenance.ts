import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, id, ref, timestamps, timestampTz, uploadedMedia } from '../columns';
import type {
  ApprovalState,
  CommentVisibility,
  CostKind,
  MaintenanceCategory,
  MediaStage,
  PreferredTime,
  ScheduleRepeat,
  Urgency,
  WaitingReason,
  WorkOrderEventKind,
  WorkOrderSource,
  WorkOrderStatus,
} from '../../../shared/maintenance-terms';
import { userRef } from './identity';
import { leases } from './leasing';
import { charges } from './money';
import { communities, properties, units } from './places';

/**
 * A maintenance request and the work order it becomes: one row from the resident's report (status
 * `new`) to `closed` or `cancelled`. Every change is a `work_order_events` row.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    /** `WO-2026-000123`, what people quote on the phone. */
    reference: text('reference').notNull().unique(),
    propertyId: ref('property_id', () => properties.id, 'restrict').notNull(),
    /** Null for work on the whole property (a preventive check of the roof, say). */
    unitId: ref('unit_id', () => units.id, 'restrict'),
    /** The lease the resident reported under: a bill for the work posts to its ledger. */
    leaseId: ref('lease_id', () => leases.id, 'restrict'),
    /** The resident the request is for (their `/maintenance/{uid}`); null for preventive work. */
    residentId: userRef('resident_id', 'restrict'),
    /** Who filed it: the resident, or staff after a phone call; null when a schedule did. */
    reportedBy: userRef('reported_by'),
    source: text('source').$type<WorkOrderSource>().notNull(),
    category: text('category').$type<MaintenanceCategory>().notNull(),
    urgency: text('urgency').$type<Urgency>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    permissionToEnter: boolean('permission_to_enter').notNull().default(false),
    preferredTimes: jsonb('preferred_times').$type<PreferredTime[]>().notNull().default([]),
    /** Gate codes, where the key is: what the technician needs at the door. */
    accessNotes: text('access_notes').notNull().default(''),
    /** Pets in the home, as the resident described them; empty when none. */
    pets: text('pets').notNull().default(''),
    status: text('status').$type<WorkOrderStatus>().notNull().default('new'),
    waitingReason: text('waiting_reason').$type<WaitingReason>(),
    /** The status to return to once the owner approves. */
    resumeStatus: text('resume_status').$type<WorkOrderStatus>(),
    technicianId: userRef('technician_id'),
    /** The booked visit window, stored in UTC; the day and window are read in the company's zone. */
    scheduledStart: timestampTz('scheduled_start'),
    scheduledEnd: timestampTz('scheduled_end'),
    /** When staff first answered (scheduled, started or cancelled it): the response target's end. */
    firstResponseAt: timestampTz('first_response_at'),
    approvalState: text('approval_state').$type<ApprovalState>(),
    /** The estimate the owner approved: a larger one asks again. */
    approvedCents: cents('approved_cents'),
    approvalNote: text('approval_note'),
    approvalDecidedBy: userRef('approval_decided_by'),
    approvalDecidedAt: timestampTz('approval_decided_at'),
    /** SHA-256 of the e-mailed approval link's token; the link works while the approval is pending. */
    approvalTokenHash: text('approval_token_hash').unique(),
    approvalTokenExpiresAt: timestampTz('approval_token_expires_at'),
    cancelReason: text('cancel_reason'),
    completionNotes: text('completion_notes'),
    completedAt: timestampTz('completed_at'),
    closedAt: timestampTz('closed_at'),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: timestampTz('rated_at'),
    /** The charge that bills the work to the resident: at most one. */
    billedChargeId: ref('billed_charge_id', (): AnyPgColumn => charges.id, 'restrict').unique(),
    preventiveScheduleId: ref(
      'preventive_schedule_id',
      (): AnyPgColumn => preventiveSchedules.id,
      'set null',
    ),
    /** `<schedule>:<property>:<YYYY-MM-DD>`: one work order per occurrence, by this unique key. */
    occurrenceKey: text('occurrence_key').unique(),
    ...timestamps(),
  },
  (t) => [
    index('work_orders_property_idx').on(t.propertyId, t.status),
    index('work_orders_resident_idx').on(t.residentId, t.createdAt),
    index('work_orders_technician_idx').on(t.technicianId, t.scheduledStart),
    index('work_orders_status_idx').on(t.status, t.createdAt),
    check('work_orders_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check(
      'work_orders_waiting_check',
      sql`(${t.status} = 'waiting') = (${t.waitingReason} is not null)`,
    ),
    check(
      'work_orders_window_check',
      sql`(${t.scheduledStart} is null) = (${t.scheduledEnd} is null) and (${t.scheduledStart} is null or ${t.scheduledEnd} > ${t.scheduledStart})`,
    ),
    check(
      'work_orders_scheduled_check',
      sql`${t.status} <> 'scheduled' or (${t.technicianId} is not null and ${t.scheduledStart} is not null)`,
    ),
    check(
      'work_orders_cancel_check',
      sql`${t.status} <> 'cancelled' or ${t.cancelReason} is not null`,
    ),
  ],
);

/**
 * The timeline: who did what, when. Comments are events too, shared with the resident or internal.
 * `clientKey` lets a phone that was offline send the same update twice and have it counted once.
 */
export const workOrderEvents = pgTable(
  'work_order_events',
  {
    id: id(),
    workOrderId: ref('work_order_id', () => workOrders.id, 'cascade').notNull(),
    kind: text('kind').$type<WorkOrderEventKind>().notNull(),
    actorId: userRef('actor_id'),
    fromStatus: text('from_status').$type<WorkOrderStatus>(),
    toStatus: text('to_status').$type<WorkOrderStatus>(),
    body: text('body').notNull().default(''),
    visibility: text('visibility').$type<CommentVisibility>().notNull().default('shared'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_events_order_idx').on(t.workOrderId, t.createdAt),
    uniqueIndex('work_order_events_client_key_idx').on(t.workOrderId, t.clientKey),
  ],
);

/** Labour and parts: the estimate while the work is open, what it cost once completed. */
export const workOrderCosts = pgTable(
  'work_order_costs',
  {
    id: id(),
    workOrderId: ref('work_order_id', () => workOrders.id, 'cascade').notNull(),
    kind: text('kind').$type<CostKind>().notNull(),
    description: text('description').notNull(),
    /** Hours in hundredths for labour (150 = 1.5 h), a count for parts. */
    quantity: integer('quantity').notNull(),
    unitCents: cents('unit_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdBy: userRef('created_by'),
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_costs_order_idx').on(t.workOrderId),
    uniqueIndex('work_order_costs_client_key_idx').on(t.workOrderId, t.clientKey),
    check('work_order_costs_amount_check', sql`${t.amountCents} >= 0 and ${t.quantity} > 0`),
  ],
);

/**
 * A photo or short video: uploaded first (no work order yet, so a request is only stored once every
 * file is in), then attached when the request is filed or the job is completed. Files live under
 * DATA_DIR/uploads/work-orders/<mediaId>/.
 */
export const workOrderMedia = pgTable(
  'work_order_media',
  {
    id: id(),
    workOrderId: ref('work_order_id', () => workOrders.id, 'cascade'),
    stage: text('stage').$type<MediaStage>(),
    kind: text('kind').$type<'photo' | 'video'>().notNull(),
    ...uploadedMedia(),
    uploadedBy: userRef('uploaded_by', 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_order_media_order_idx').on(t.workOrderId),
    index('work_order_media_uploader_idx').on(t.uploadedBy, t.createdAt),
    check(
      'work_order_media_attached_check',
      sql`(${t.workOrderId} is null) = (${t.stage} is null)`,
    ),
  ],
);

/**
 * Preventive maintenance: a task repeated on a property, or on every property of a community.
 * The scheduler turns each occurrence into one work order (the work order's occurrence key).
 */
export const preventiveSchedules = pgTable(
  'preventive_schedules',
  {
    id: id(),
    propertyId: ref('property_id', () => properties.id, 'cascade'),
    communityId: ref('community_id', () => communities.id, 'cascade'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<MaintenanceCategory>().notNull(),
    repeat: text('repeat').$type<ScheduleRepeat>().notNull(),
    /** `interval`: every this many days from `startDate`. */
    intervalDays: integer('interval_days'),
    /** `yearly`: the month (1–12) and day each year. */
    month: integer('month'),
    day: integer('day'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** How many days ahead of the occurrence the work order is created. */
    leadDays: integer('lead_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    createdBy: userRef('created_by'),
    ...timestamps(),
  },
  (t) => [
    check(
      'preventive_schedules_target_check',
      sql`(${t.propertyId} is null) <> (${t.communityId} is null)`,
    ),
    check(
      'preventive_schedules_repeat_check',
      sql`(${t.repeat} = 'interval' and ${t.intervalDays} between 1 and 3660) or (${t.repeat} = 'yearly' and ${t.month} between 1 and 12 and ${t.day} between 1 and 28)`,
    ),
  ],
);
