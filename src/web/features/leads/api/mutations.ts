import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadDetail, LeadPatchInput } from '../../../../shared/schemas/leads/api';
import { useSession } from '../../../lib/session/session-context';
import { leadKeys } from './queries';

/** PATCH /api/leads/:id; the answer is the fresh lead, and every list is refetched. */
export function useUpdateLead(id: string) {
  const { api } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: LeadPatchInput) =>
      api<LeadDetail>(`/api/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch }),
    onSuccess: async (lead) => {
      client.setQueryData(leadKeys.detail(id), lead);
      await client.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
