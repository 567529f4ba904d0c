// The work order's state machine and the rules around it, without I/O: the server enforces them,
// the client reads them to offer only the actions that can succeed.
import type { ApprovalState, Urgency, WaitingReason, WorkOrderStatus } from './maintenance-terms';

export const WORK_ORDER_ACTIONS = [
  'schedule',
  'start',
  'pause',
  'complete',
  'close',
  'reopen',
  'cancel',
] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Who is acting on the work order, as far as the flow cares. */
export type WorkOrderCapacity = 'staff' | 'technician' | 'requester' | 'owner';

export interface FlowState {
  status: WorkOrderStatus;
  waitingReason: WaitingReason | null;
  approval: ApprovalState | null;
}

export const OPEN_STATUSES: readonly WorkOrderStatus[] = [
  'new',
  'scheduled',
  'in_progress',
  'waiting',
];

export function isOpen(status: WorkOrderStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

const FROM: Record<WorkOrderAction, readonly WorkOrderStatus[]> = {
  schedule: ['new', 'scheduled', 'waiting'],
  start: ['scheduled', 'waiting'],
  pause: ['in_progress'],
  complete: ['in_progress'],
  close: ['completed'],
  reopen: ['completed'],
  cancel: ['new', 'scheduled', 'in_progress', 'waiting'],
};

const TO: Record<WorkOrderAction, WorkOrderStatus> = {
  schedule: 'scheduled',
  start: 'in_progress',
  pause: 'waiting',
  complete: 'completed',
  close: 'closed',
  reopen: 'in_progress',
  cancel: 'cancelled',
};

const ALLOWED: Record<WorkOrderCapacity, readonly WorkOrderAction[]> = {
  staff: WORK_ORDER_ACTIONS,
  technician: ['start', 'pause', 'complete'],
  requester: ['cancel'],
  owner: [],
};

export type FlowRefusal =
  'not_allowed' | 'wrong_status' | 'awaiting_owner' | 'owner_declined' | 'requester_after_new';

export type FlowResult =
  | { ok: true; status: WorkOrderStatus; waitingReason: WaitingReason | null }
  | { ok: false; refusal: FlowRefusal };

/**
 * Where `action` takes a work order in `state` when taken by `capacity`, or why it cannot. A work
 * order waiting for the owner moves only by the owner's answer (or staff cancelling it); a resident
 * may withdraw a request only until it is scheduled.
 */
export function nextStatus(
  state: FlowState,
  action: WorkOrderAction,
  capacity: WorkOrderCapacity,
): FlowResult {
  if (!ALLOWED[capacity].includes(action)) return { ok: false, refusal: 'not_allowed' };
  if (capacity === 'requester' && state.status !== 'new') {
    return { ok: false, refusal: 'requester_after_new' };
  }
  if (!FROM[action].includes(state.status)) return { ok: false, refusal: 'wrong_status' };
  if (
    state.status === 'waiting' &&
    state.waitingReason === 'owner_approval' &&
    action !== 'cancel'
  ) {
    return {
      ok: false,
      refusal: state.approval === 'declined' ? 'owner_declined' : 'awaiting_owner',
    };
  }
  if (action === 'complete' && state.approval === 'pending') {
    return { ok: false, refusal: 'awaiting_owner' };
  }
  return { ok: true, status: TO[action], waitingReason: action === 'pause' ? 'parts' : null };
}

/** The actions `capacity` can take now, in the order the screens offer them. */
export function availableActions(state: FlowState, capacity: WorkOrderCapacity): WorkOrderAction[] {
  return WORK_ORDER_ACTIONS.filter((action) => nextStatus(state, action, capacity).ok);
}

/**
 * An estimate needs the owner when it passes the property's threshold and no approval covers it
 * (an approval is for the amount approved: a later, larger estimate asks again).
 */
export function needsOwnerApproval(
  estimateCents: number,
  thresholdCents: number,
  approvedCents: number | null,
): boolean {
  if (estimateCents <= thresholdCents) return false;
  return approvedCents === null || estimateCents > approvedCents;
}

export type ResponseTargets = Record<Urgency, number>;

/** When the first response (scheduling or cancelling) is due: creation plus the urgency's target. */
export function responseDueAt(createdAt: Date, urgency: Urgency, targets: ResponseTargets): Date {
  return new Date(createdAt.getTime() + targets[urgency] * 3_600_000);
}

/**
 * Overdue: still waiting for its first response after its target. Once someone has scheduled,
 * started or cancelled it, the target was met or missed for good and the flag goes.
 */
export function isOverdue(
  order: {
    urgency: Urgency;
    createdAt: Date;
    firstResponseAt: Date | null;
    status: WorkOrderStatus;
  },
  now: Date,
  targets: ResponseTargets,
): boolean {
  if (order.firstResponseAt !== null || !isOpen(order.status)) return false;
  return now.getTime() > responseDueAt(order.createdAt, order.urgency, targets).getTime();
}
