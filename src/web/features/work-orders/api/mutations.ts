import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkOrderDetail } from '../../../../shared/schemas/maintenance';
import { useSession } from '../../../lib/session/session-context';
import { workOrderKeys } from './queries';

type Write = 'actions' | 'comments' | 'costs' | 'approval' | 'rating' | 'bill';

/**
 * One write on a work order (a move, a comment, a cost, the owner's answer, a rating, a bill): the
 * answer is the work order as it now stands, put in the cache at once; lists and the resident's
 * page refetch.
 */
export function useWorkOrderWrite(id: string, write: Write) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) =>
      api<WorkOrderDetail>(`/api/work-orders/${encodeURIComponent(id)}/${write}`, {
        method: 'POST',
        body,
      }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(workOrderKeys.detail(id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workOrderKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['maintenance'] }),
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
