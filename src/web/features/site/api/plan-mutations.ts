import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanInput } from '../../../../shared/schemas/plans';
import { useSession } from '../../../lib/session/session-context';
import { planKeys } from '../../../entities/plan/plans-query';

/**
 * Replaces a plan's terms. Highlighting one plan clears the others, so the whole list is refetched:
 * /managed, /compare, the lead forms and this editor all read it through planKeys.
 */
export function useSavePlan() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PlanInput }) =>
      api<Plan>(`/api/admin/plans/${id}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
