import { describe, expect, it } from 'vitest';
import {
  availableActions,
  isOverdue,
  needsOwnerApproval,
  nextStatus,
  responseDueAt,
  type FlowState,
} from './work-order-flow';

const at = (status: FlowState['status'], extra: Partial<FlowState> = {}): FlowState => ({
  status,
  waitingReason: status === 'waiting' ? 'parts' : null,
  approval: null,
  ...extra,
});

describe('the work order state machine', () => {
  it('walks the happy path new → scheduled → in progress → completed → closed', () => {
    expect(nextStatus(at('new'), 'schedule', 'staff')).toEqual({
      ok: true,
      status: 'scheduled',
      waitingReason: null,
    });
    expect(nextStatus(at('scheduled'), 'start', 'technician')).toMatchObject({
      ok: true,
      status: 'in_progress',
    });
    expect(nextStatus(at('in_progress'), 'complete', 'technician')).toMatchObject({
      ok: true,
      status: 'completed',
    });
    expect(nextStatus(at('completed'), 'close', 'staff')).toMatchObject({
      ok: true,
      status: 'closed',
    });
  });

  it('pauses for parts into waiting, and resumes by starting again', () => {
    expect(nextStatus(at('in_progress'), 'pause', 'technician')).toEqual({
      ok: true,
      status: 'waiting',
      waitingReason: 'parts',
    });
    expect(nextStatus(at('waiting'), 'start', 'technician')).toMatchObject({
      ok: true,
      status: 'in_progress',
    });
  });

  it('refuses what a status does not allow', () => {
    expect(nextStatus(at('new'), 'complete', 'staff')).toEqual({
      ok: false,
      refusal: 'wrong_status',
    });
    expect(nextStatus(at('closed'), 'cancel', 'staff')).toEqual({
      ok: false,
      refusal: 'wrong_status',
    });
    expect(nextStatus(at('cancelled'), 'schedule', 'staff')).toEqual({
      ok: false,
      refusal: 'wrong_status',
    });
  });

  it('keeps each capacity to its part', () => {
    expect(nextStatus(at('new'), 'schedule', 'technician')).toEqual({
      ok: false,
      refusal: 'not_allowed',
    });
    expect(nextStatus(at('completed'), 'close', 'technician').ok).toBe(false);
    expect(nextStatus(at('new'), 'cancel', 'requester').ok).toBe(true);
    expect(nextStatus(at('scheduled'), 'cancel', 'requester')).toEqual({
      ok: false,
      refusal: 'requester_after_new',
    });
    expect(availableActions(at('scheduled'), 'owner')).toEqual([]);
  });

  it('holds a work order waiting for the owner until the owner answers', () => {
    const pending = at('waiting', { waitingReason: 'owner_approval', approval: 'pending' });
    expect(nextStatus(pending, 'start', 'technician')).toEqual({
      ok: false,
      refusal: 'awaiting_owner',
    });
    expect(nextStatus(pending, 'schedule', 'staff')).toEqual({
      ok: false,
      refusal: 'awaiting_owner',
    });
    expect(nextStatus(pending, 'cancel', 'staff').ok).toBe(true);
    const declined = { ...pending, approval: 'declined' as const };
    expect(nextStatus(declined, 'start', 'staff')).toEqual({
      ok: false,
      refusal: 'owner_declined',
    });
    expect(availableActions(declined, 'staff')).toEqual(['cancel']);
  });

  it('never completes work while an approval is pending', () => {
    expect(nextStatus(at('in_progress', { approval: 'pending' }), 'complete', 'staff')).toEqual({
      ok: false,
      refusal: 'awaiting_owner',
    });
  });

  it('offers the technician only start on a scheduled job', () => {
    expect(availableActions(at('scheduled'), 'technician')).toEqual(['start']);
    expect(availableActions(at('in_progress'), 'technician')).toEqual(['pause', 'complete']);
  });
});

describe('the approval threshold', () => {
  it('asks the owner only above the threshold', () => {
    expect(needsOwnerApproval(50_000, 50_000, null)).toBe(false);
    expect(needsOwnerApproval(50_001, 50_000, null)).toBe(true);
  });

  it('does not ask again for an amount already approved, but does for a larger one', () => {
    expect(needsOwnerApproval(80_000, 50_000, 80_000)).toBe(false);
    expect(needsOwnerApproval(60_000, 50_000, 80_000)).toBe(false);
    expect(needsOwnerApproval(80_001, 50_000, 80_000)).toBe(true);
  });
});

describe('first-response targets', () => {
  const targets = { emergency: 4, urgent: 24, routine: 72 };
  const created = new Date('2026-06-01T12:00:00Z');

  it('puts the due time at creation plus the urgency target', () => {
    expect(responseDueAt(created, 'emergency', targets).toISOString()).toBe(
      '2026-06-01T16:00:00.000Z',
    );
    expect(responseDueAt(created, 'routine', targets).toISOString()).toBe(
      '2026-06-04T12:00:00.000Z',
    );
  });

  it('is overdue only past the target and only until someone responds', () => {
    const order = {
      urgency: 'emergency' as const,
      createdAt: created,
      firstResponseAt: null,
      status: 'new' as const,
    };
    expect(isOverdue(order, new Date('2026-06-01T16:00:00Z'), targets)).toBe(false);
    expect(isOverdue(order, new Date('2026-06-01T16:00:01Z'), targets)).toBe(true);
    expect(
      isOverdue(
        { ...order, firstResponseAt: new Date('2026-06-01T17:00:00Z') },
        new Date('2026-06-02T00:00:00Z'),
        targets,
      ),
    ).toBe(false);
    expect(
      isOverdue({ ...order, status: 'cancelled' }, new Date('2026-06-09T00:00:00Z'), targets),
    ).toBe(false);
  });
});
