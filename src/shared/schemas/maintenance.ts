import { z } from 'zod';
import {
  APPROVAL_STATES,
  COMMENT_VISIBILITIES,
  COST_KINDS,
  MAINTENANCE_CATEGORIES,
  MAX_REQUEST_MEDIA,
  MEDIA_STAGES,
  PREFERRED_TIMES,
  SCHEDULE_REPEATS,
  URGENCIES,
  VISIT_WINDOW_KEYS,
  WAITING_REASONS,
  WORK_ORDER_EVENT_KINDS,
  WORK_ORDER_SOURCES,
  WORK_ORDER_STATUSES,
  type VisitWindow,
} from '../maintenance-terms';
import { WORK_ORDER_ACTIONS } from '../work-order-flow';
import { IsoDateSchema, PositiveCentsSchema, textField } from './leasing-fields';

// ---- inputs -------------------------------------------------------------------------------------

/** Lets a phone that was offline send one update twice and have it stored once. */
export const ClientKeySchema = z
  .string()
  .min(8, 'Send a client key of 8 to 100 characters')
  .max(100, 'Send a client key of 8 to 100 characters')
  .regex(/^[\w-]+$/, 'Use letters, digits, - and _ in the client key');

export const UidParamsSchema = z.object({ uid: z.uuid('Unknown resident') });
export const MediaParamsSchema = z.object({ id: z.uuid('Unknown file') });
export const WorkOrderCostParamsSchema = z.object({
  id: z.uuid('Unknown work order'),
  costId: z.uuid('Unknown cost line'),
});

/** What the resident (or staff for them) files on `/maintenance/{uid}`. */
export const NewRequestSchema = z.object({
  unitId: z.uuid('Choose the home the request is for'),
  category: z.enum(MAINTENANCE_CATEGORIES, { error: 'Choose what the problem is about' }),
  urgency: z.enum(URGENCIES, { error: 'Choose how urgent it is' }),
  description: textField(4000, 'description of the problem'),
  permissionToEnter: z.boolean({ error: 'Say whether we may enter when nobody is home' }),
  preferredTimes: z
    .array(z.enum(PREFERRED_TIMES, { error: 'Choose a time from the list' }))
    .max(PREFERRED_TIMES.length)
    .default([]),
  accessNotes: z
    .string()
    .trim()
    .max(1000, 'Keep the access notes under 1000 characters')
    .default(''),
  pets: z.string().trim().max(300, 'Keep the pets note under 300 characters').default(''),
  /** Files uploaded first through `POST /api/work-orders/media`. */
  mediaIds: z
    .array(z.uuid('Unknown file'))
    .max(MAX_REQUEST_MEDIA, `Attach at most ${MAX_REQUEST_MEDIA} photos or videos`)
    .default([]),
});
export type NewRequest = z.infer<typeof NewRequestSchema>;

export const ScheduleBodySchema = z.object({
  technicianId: z.uuid('Choose a technician'),
  date: IsoDateSchema,
  window: z.enum(VISIT_WINDOW_KEYS as [VisitWindow, ...VisitWindow[]], {
    error: 'Choose a visit window',
  }),
});

/** One status change; the fields each action needs are checked by the server with the action. */
export const WorkOrderActionSchema = z.object({
  action: z.enum(WORK_ORDER_ACTIONS, { error: 'Unknown action' }),
  /** schedule: who and when. */
  schedule: ScheduleBodySchema.optional(),
  /** cancel: required; pause: what is missing (optional). */
  reason: z.string().trim().max(1000, 'Keep the reason under 1000 characters').optional(),
  /** complete: required notes; photos (before/after) uploaded first. */
  notes: z.string().trim().max(4000, 'Keep the notes under 4000 characters').optional(),
  beforeMediaIds: z.array(z.uuid('Unknown file')).max(8, 'Attach at most 8 photos').default([]),
  afterMediaIds: z.array(z.uuid('Unknown file')).max(8, 'Attach at most 8 photos').default([]),
  clientKey: ClientKeySchema.optional(),
});
export type WorkOrderActionBody = z.infer<typeof WorkOrderActionSchema>;

export const CommentBodySchema = z.object({
  body: textField(4000, 'comment'),
  /** Residents' comments are always shared; staff choose. */
  visibility: z.enum(COMMENT_VISIBILITIES).default('shared'),
  clientKey: ClientKeySchema.optional(),
});

export const CostBodySchema = z.object({
  kind: z.enum(COST_KINDS, { error: 'Choose labor or parts' }),
  description: textField(300, 'description'),
  /** Hours in hundredths for labour (150 = 1.5 h); a count for parts. */
  quantity: z
    .number({ error: 'Enter a quantity' })
    .int('Enter a whole quantity')
    .min(1, 'Enter a quantity above 0')
    .max(100_000, 'Enter a quantity of at most 100,000'),
  unitCents: PositiveCentsSchema,
  clientKey: ClientKeySchema.optional(),
});

export const ApprovalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
    note: z.string().trim().max(1000, 'Keep the note under 1000 characters').default(''),
  })
  .refine((v) => v.decision === 'approve' || v.note.length > 0, {
    path: ['note'],
    message: 'Say why you decline, so the office can plan the next step',
  });

export const RatingBodySchema = z.object({
  stars: z
    .number({ error: 'Choose 1 to 5 stars' })
    .int('Choose 1 to 5 stars')
    .min(1, 'Choose 1 to 5 stars')
    .max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(1000, 'Keep the comment under 1000 characters').default(''),
});

export const BillBodySchema = z.object({
  amountCents: PositiveCentsSchema,
  description: textField(300, 'description'),
});

export const TokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, 'This link is not valid'),
});

export const WorkOrderListQuerySchema = z.object({
  /** `open`: new to waiting; `active`: also completed (not yet closed), what the board shows. */
  status: z.enum([...WORK_ORDER_STATUSES, 'open', 'active'] as const).optional(),
  propertyId: z.uuid('Unknown property').optional(),
  technicianId: z.uuid('Unknown technician').optional(),
  urgency: z.enum(URGENCIES).optional(),
  category: z.enum(MAINTENANCE_CATEGORIES).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  /** Search in the reference, title, description and address. */
  q: z.string().trim().max(100).optional(),
  /** Scheduled on or after / before these company-local days (the technician's day view). */
  from: IsoDateSchema.optional(),
  to: IsoDateSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuerySchema>;

export const ScheduleInputSchema = z
  .object({
    propertyId: z.uuid('Choose a property').nullable().default(null),
    communityId: z.uuid('Choose a community').nullable().default(null),
    title: textField(200, 'title'),
    description: z.string().trim().max(2000).default(''),
    category: z.enum(MAINTENANCE_CATEGORIES, { error: 'Choose a category' }),
    repeat: z.enum(SCHEDULE_REPEATS, { error: 'Choose how it repeats' }),
    intervalDays: z.number().int().min(1).max(3660).nullable().default(null),
    month: z.number().int().min(1).max(12).nullable().default(null),
    day: z.number().int().min(1).max(28).nullable().default(null),
    startDate: IsoDateSchema,
    leadDays: z.number().int().min(0).max(60).default(7),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if ((v.propertyId === null) === (v.communityId === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['propertyId'],
        message: 'Choose a property or a community, not both',
      });
    }
    if (v.repeat === 'interval' && v.intervalDays === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['intervalDays'],
        message: 'Enter every how many days',
      });
    }
    if (v.repeat === 'yearly') {
      if (v.month === null)
        ctx.addIssue({ code: 'custom', path: ['month'], message: 'Choose the month' });
      if (v.day === null)
        ctx.addIssue({ code: 'custom', path: ['day'], message: 'Choose a day from 1 to 28' });
    }
  });
export type ScheduleInput = z.infer<typeof ScheduleInputSchema>;

// ---- outputs ------------------------------------------------------------------------------------

export const PersonRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const WorkOrderMediaSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['photo', 'video']),
  stage: z.enum(MEDIA_STAGES).nullable(),
  contentType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** `/api/work-orders/media/{id}` (photos take `?w=` one of `widths`). */
  url: z.string(),
  widths: z.array(z.number().int()),
});
export type WorkOrderMedia = z.infer<typeof WorkOrderMediaSchema>;

export const WorkOrderEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(WORK_ORDER_EVENT_KINDS),
  actor: PersonRefSchema.nullable(),
  fromStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  toStatus: z.enum(WORK_ORDER_STATUSES).nullable(),
  body: z.string(),
  visibility: z.enum(COMMENT_VISIBILITIES),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WorkOrderEvent = z.infer<typeof WorkOrderEventSchema>;

export const WorkOrderCostSchema = z.object({
  id: z.uuid(),
  kind: z.enum(COST_KINDS),
  description: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** A row of the lists: what a card on the board or a line of the table shows. */
export const WorkOrderSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  title: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  urgency: z.enum(URGENCIES),
  status: z.enum(WORK_ORDER_STATUSES),
  waitingReason: z.enum(WAITING_REASONS).nullable(),
  source: z.enum(WORK_ORDER_SOURCES),
  property: z.object({ id: z.uuid(), name: z.string(), addressLine: z.string(), city: z.string() }),
  unit: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  resident: PersonRefSchema.nullable(),
  technician: PersonRefSchema.nullable(),
  scheduledStart: z.iso.datetime({ offset: true }).nullable(),
  scheduledEnd: z.iso.datetime({ offset: true }).nullable(),
  approvalState: z.enum(APPROVAL_STATES).nullable(),
  estimateCents: z.number().int(),
  overdue: z.boolean(),
  responseDueAt: z.iso.datetime({ offset: true }),
  rating: z.number().int().nullable(),
  /** What the technician needs at the door, on the day list too. */
  permissionToEnter: z.boolean(),
  accessNotes: z.string(),
  pets: z.string(),
  /** For the office and the assigned technician only; null for everyone else. */
  residentPhone: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type WorkOrderSummary = z.infer<typeof WorkOrderSummarySchema>;

export const WorkOrderListSchema = z.object({
  workOrders: z.array(WorkOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One work order as its page shows it; internal comments are left out for residents. */
export const WorkOrderDetailSchema = WorkOrderSummarySchema.extend({
  description: z.string(),
  preferredTimes: z.array(z.enum(PREFERRED_TIMES)),
  approvalThresholdCents: z.number().int(),
  approvedCents: z.number().int().nullable(),
  approvalNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  completionNotes: z.string().nullable(),
  completedAt: z.iso.datetime({ offset: true }).nullable(),
  ratingComment: z.string().nullable(),
  billedChargeReference: z.string().nullable(),
  costs: z.array(WorkOrderCostSchema),
  media: z.array(WorkOrderMediaSchema),
  events: z.array(WorkOrderEventSchema),
  /** What the reader may do now (the server checks again on every action). */
  actions: z.array(z.enum(WORK_ORDER_ACTIONS)),
  may: z.object({
    comment: z.boolean(),
    commentInternal: z.boolean(),
    editCosts: z.boolean(),
    decideApproval: z.boolean(),
    rate: z.boolean(),
    bill: z.boolean(),
  }),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetailSchema>;

/** `/maintenance/{uid}`: whose page it is, the homes they may report on, their requests. */
export const MaintenancePageSchema = z.object({
  resident: PersonRefSchema,
  units: z.array(
    z.object({
      unitId: z.uuid(),
      leaseId: z.uuid(),
      label: z.string(),
      propertyName: z.string(),
      addressLine: z.string(),
    }),
  ),
  requests: z.array(WorkOrderSummarySchema),
  emergencyPhone: z.string(),
  stormAlertActive: z.boolean(),
});
export type MaintenancePage = z.infer<typeof MaintenancePageSchema>;

/** What the e-mailed approval link shows the owner without signing in. */
export const ApprovalLinkSchema = z.object({
  reference: z.string(),
  title: z.string(),
  propertyName: z.string(),
  description: z.string(),
  estimateCents: z.number().int(),
  approvalThresholdCents: z.number().int(),
  costs: z.array(WorkOrderCostSchema),
  approvalState: z.enum(APPROVAL_STATES),
  approvalNote: z.string().nullable(),
});

export const PreventiveScheduleSchema = z.object({
  id: z.uuid(),
  property: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  community: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  title: z.string(),
  description: z.string(),
  category: z.enum(MAINTENANCE_CATEGORIES),
  repeat: z.enum(SCHEDULE_REPEATS),
  intervalDays: z.number().int().nullable(),
  month: z.number().int().nullable(),
  day: z.number().int().nullable(),
  startDate: z.string(),
  leadDays: z.number().int(),
  active: z.boolean(),
  /** The next occurrence on or after today, company-local. */
  nextDate: z.string().nullable(),
});
export type PreventiveSchedule = z.infer<typeof PreventiveScheduleSchema>;

const hours = (max: number) =>
  z
    .number({ error: 'Enter a number of hours' })
    .int('Enter whole hours')
    .min(1, 'Enter at least 1 hour')
    .max(max, `Enter at most ${max} hours`);

/** The office's maintenance settings: first-response targets by urgency, and who is on call. */
export const MaintenanceSettingsSchema = z.object({
  responseHours: z.object({ emergency: hours(168), urgent: hours(336), routine: hours(720) }),
  onCallTechnicianId: z.uuid('Choose one of our technicians').nullable(),
});
export type MaintenanceSettings = z.infer<typeof MaintenanceSettingsSchema>;
