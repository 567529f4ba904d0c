import { describe, expect, it } from 'vitest';
import type { WorkOrderSummary } from '../../../../shared/schemas/maintenance';
import { movesFor } from './work-order-board';

const card = (fields: Partial<WorkOrderSummary>) =>
  ({ status: 'new', waitingReason: null, approvalState: null, ...fields }) as WorkOrderSummary;

describe('movesFor', () => {
  it('offers a new request only a visit', () => {
    expect(movesFor(card({ status: 'new' }))).toEqual(['scheduled']);
  });

  it('offers a started job a pause or completion, never New', () => {
    expect(movesFor(card({ status: 'in_progress' }))).toEqual(['waiting', 'completed']);
  });

  it('offers nothing while the owner is asked, and a new visit or start once parts wait', () => {
    const awaiting = card({
      status: 'waiting',
      waitingReason: 'owner_approval',
      approvalState: 'pending',
    });
    expect(movesFor(awaiting)).toEqual([]);
    expect(movesFor(card({ status: 'waiting', waitingReason: 'parts' }))).toEqual([
      'scheduled',
      'in_progress',
    ]);
  });
});
