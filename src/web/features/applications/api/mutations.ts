import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationDetail,
  ApproveApplicationInput,
  DeclineApplication,
} from '../../../../shared/schemas/applications';
import { useSession } from '../../../lib/session/session-context';
import { applicationKeys } from './queries';
import { leaseKeys } from '../../../entities/lease/lease-keys';

const path = (id: string, action: string) =>
  `/api/applications/${encodeURIComponent(id)}/${action}`;

/** A decision moves the application between lists; a lease appears among the leases too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      queryClient.invalidateQueries({ queryKey: leaseKeys.all }),
    ]);
}

export function useApproveApplication() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApproveApplicationInput }) =>
      api<{ leaseId: string; residentId: string; existingAccount: boolean }>(path(id, 'approve'), {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useDeclineApplication() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DeclineApplication }) =>
      api<ApplicationDetail>(path(id, 'decline'), { method: 'POST', body }),
    onSuccess: refresh,
  });
}
