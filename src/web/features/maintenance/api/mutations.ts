import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderDetail } from '../../../../shared/schemas/maintenance';
import {
  availableActions,
  nextStatus,
  type WorkOrderAction,
} from '../../../../shared/work-order-flow';
import type { OutboxFile } from '../../../lib/offline/outbox';
import { isOfflineError, useWorkOrderOutbox } from '../../../lib/offline/work-order-outbox';
import { useSession } from '../../../lib/session/session-context';
import { workOrderKeys } from './work-order-queries';
import { maintenanceKeys } from '../../../entities/work-order/work-order-keys';

type Write = 'actions' | 'comments' | 'costs' | 'approval' | 'rating' | 'bill';
/** The writes a phone may keep and send later: each carries a client key the server dedupes on. */
const QUEUEABLE = new Set<Write>(['actions', 'comments', 'costs']);

export interface Queued {
  queued: true;
}
export const isQueued = (result: WorkOrderDetail | Queued): result is Queued => 'queued' in result;

/** The work order as it will be once a queued move arrives, so the screen shows it already. */
function afterQueuedMove(detail: WorkOrderDetail, action: WorkOrderAction): WorkOrderDetail {
  const moved = nextStatus(
    { status: detail.status, waitingReason: detail.waitingReason, approval: detail.approvalState },
    action,
    'staff',
  );
  if (!moved.ok) return detail;
  const state = {
    status: moved.status,
    waitingReason: moved.waitingReason,
    approval: detail.approvalState,
  };
  return {
    ...detail,
    status: moved.status,
    waitingReason: moved.waitingReason,
    actions: availableActions(state, detail.may.bill ? 'staff' : 'technician'),
  };
}

/**
 * One write on a work order (a move, a comment, a cost, the owner's answer, a rating, a bill): the
 * answer is the work order as it now stands, put in the cache at once; lists and the resident's
 * page refetch. Without a connection, moves, comments and costs wait on the phone (the outbox)
 * and the screen shows the move as made.
 */
export function useWorkOrderWrite(id: string, write: Write) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  const outbox = useWorkOrderOutbox();
  return useMutation({
    // Offline is handled here (the outbox), so the mutation must run rather than pause.
    networkMode: 'always',
    mutationFn: async (
      input: Record<string, unknown> & { label?: string; files?: OutboxFile[] },
    ): Promise<WorkOrderDetail | Queued> => {
      const { label, files = [], ...fields } = input;
      const body = QUEUEABLE.has(write) ? { clientKey: crypto.randomUUID(), ...fields } : fields;
      const keep = () =>
        outbox.queue({
          key: body.clientKey as string,
          workOrderId: id,
          write: write as 'actions' | 'comments' | 'costs',
          body,
          files,
          label: label ?? write,
        });
      // Photos taken without a connection go with the update, uploaded when it is sent.
      if (files.length > 0) {
        await keep();
        return { queued: true };
      }
      try {
        return await api<WorkOrderDetail>(`/api/work-orders/${encodeURIComponent(id)}/${write}`, {
          method: 'POST',
          body,
        });
      } catch (err) {
        if (!QUEUEABLE.has(write) || !isOfflineError(err)) throw err;
        await keep();
        return { queued: true };
      }
    },
    onSuccess: async (result, input) => {
      if (isQueued(result)) {
        if (write === 'actions') {
          queryClient.setQueryData<WorkOrderDetail>(workOrderKeys.detail(id), (detail) =>
            detail ? afterQueuedMove(detail, input.action as WorkOrderAction) : detail,
          );
        }
        return;
      }
      queryClient.setQueryData(workOrderKeys.detail(id), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
      ]);
    },
  });
}

export function useRemoveCost(id: string) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (costId: string) =>
      api<WorkOrderDetail>(
        `/api/work-orders/${encodeURIComponent(id)}/costs/${encodeURIComponent(costId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: async (detail) => {
      queryClient.setQueryData(workOrderKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.all });
    },
  });
}
