import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Office } from '../../../../shared/schemas/site';
import type {
  AdminTeamMember,
  OfficeUpdateInput,
  TeamMemberInput,
} from '../../../../shared/schemas/team';
import { useSession } from '../../../lib/session/session-context';
import { teamKeys } from '../../../entities/team/team-query';

/** Any team or office change refreshes this screen, /blu-world and the signature generator. */
function useInvalidateTeam() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
}

export function useSaveTeamMember() {
  const { api } = useSession();
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TeamMemberInput }) =>
      id
        ? api<AdminTeamMember>(`/api/admin/team/${id}`, { method: 'PATCH', body: input })
        : api<AdminTeamMember>('/api/admin/team', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteTeamMember() {
  const { api } = useSession();
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/admin/team/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useUpdateOffice() {
  const { api } = useSession();
  const invalidate = useInvalidateTeam();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfficeUpdateInput }) =>
      api<Office>(`/api/admin/offices/${id}`, { method: 'PATCH', body: input }),
    onSuccess: invalidate,
  });
}
