// The words of maintenance: what a request is about, how urgent it is, where a work order stands.
// Codes live in the database and the API; people read the labels (web i18n, e-mails).

export const MAINTENANCE_CATEGORIES = [
  'plumbing',
  'electrical',
  'air_conditioning',
  'appliance',
  'pest',
  'storm_damage',
  'locks_keys',
  'other',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

export const URGENCIES = ['emergency', 'urgent', 'routine'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const WORK_ORDER_STATUSES = [
  'new',
  'scheduled',
  'in_progress',
  'waiting',
  'completed',
  'closed',
  'cancelled',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** Why a work order is waiting: parts on order, or the owner's answer on a cost over the threshold. */
export const WAITING_REASONS = ['parts', 'owner_approval'] as const;
export type WaitingReason = (typeof WAITING_REASONS)[number];

export const APPROVAL_STATES = ['pending', 'approved', 'declined'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** Where a work order came from: the resident's page, staff after a call, or a preventive schedule. */
export const WORK_ORDER_SOURCES = ['resident', 'staff', 'preventive'] as const;
export type WorkOrderSource = (typeof WORK_ORDER_SOURCES)[number];

/** The visit windows a job is booked in, company-local hours. */
export const VISIT_WINDOWS = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '12:00', to: '16:00' },
  evening: { from: '16:00', to: '19:00' },
} as const;
export type VisitWindow = keyof typeof VISIT_WINDOWS;

/** "16:00" as "4:00 PM". */
function clockText(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A booked visit in e-mails and notifications: "Friday, November 27, 12:00 PM–4:00 PM". */
export function visitWhenText(isoDay: string, window: VisitWindow): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const dayText = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
  const { from, to } = VISIT_WINDOWS[window];
  return `${dayText}, ${clockText(from)}–${clockText(to)}`;
}
export const VISIT_WINDOW_KEYS = Object.keys(VISIT_WINDOWS) as VisitWindow[];

/** What a resident may prefer for a visit (several allowed). */
export const PREFERRED_TIMES = [
  'weekday_morning',
  'weekday_afternoon',
  'weekday_evening',
  'saturday',
  'any_time',
] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];

export const COST_KINDS = ['labour', 'parts'] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** A comment the resident reads too, or one only staff and the owner's office see. */
export const COMMENT_VISIBILITIES = ['shared', 'internal'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

export const MEDIA_STAGES = ['request', 'before', 'after'] as const;
export type MediaStage = (typeof MEDIA_STAGES)[number];

/** Up to 8 photos or short videos on a request. */
export const MAX_REQUEST_MEDIA = 8;
/** A photo after the browser resized it is far below this; a phone camera's short clip fits. */
export const MAX_MEDIA_BYTES = { photo: 10 * 1024 * 1024, video: 50 * 1024 * 1024 } as const;

/** First-response targets in hours, by urgency (site settings may change them). */
export const DEFAULT_RESPONSE_HOURS: Record<Urgency, number> = {
  emergency: 4,
  urgent: 24,
  routine: 72,
};

/** How a preventive schedule repeats: every N days from a start day, or once a year on a day. */
export const SCHEDULE_REPEATS = ['interval', 'yearly'] as const;
export type ScheduleRepeat = (typeof SCHEDULE_REPEATS)[number];

export const WORK_ORDER_EVENT_KINDS = [
  'created',
  'status',
  'scheduled',
  'comment',
  'cost_added',
  'cost_removed',
  'approval_requested',
  'approved',
  'declined',
  'media_added',
  'rated',
  'billed',
] as const;
export type WorkOrderEventKind = (typeof WORK_ORDER_EVENT_KINDS)[number];
