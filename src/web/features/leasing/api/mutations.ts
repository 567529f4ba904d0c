import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndLease, RenewLease } from '../../../../shared/schemas/leases';
import type {
  Charge,
  ManualCharge,
  ManualPayment,
  Payment,
} from '../../../../shared/schemas/ledger';
import { useSession } from '../../../lib/session/session-context';
import { leaseKeys, type LeaseWithLedger } from './queries';

/** Every lease or ledger change moves the lease's page and the list's balances and statuses. */
function useRefreshLeases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leaseKeys.all });
}

function useLeaseAction<Input>(path: (leaseId: string) => string) {
  const { api } = useSession();
  const refresh = useRefreshLeases();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body?: Input }) =>
      api<LeaseWithLedger>(path(leaseId), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

const leasePath = (leaseId: string, action: string) =>
  `/api/leases/${encodeURIComponent(leaseId)}/${action}`;

export const useActivateLease = () => useLeaseAction<never>((id) => leasePath(id, 'activate'));
export const useCancelLease = () => useLeaseAction<never>((id) => leasePath(id, 'cancel'));
export const useGiveNotice = () =>
  useLeaseAction<{ moveOutDate: string }>((id) => leasePath(id, 'notice'));
export const useEndLease = () => useLeaseAction<EndLease>((id) => leasePath(id, 'end'));
export const useRenewLease = () => useLeaseAction<RenewLease>((id) => leasePath(id, 'renew'));

export function usePostCharge() {
  const { api } = useSession();
  const refresh = useRefreshLeases();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: ManualCharge }) =>
      api<Charge>(leasePath(leaseId, 'charges'), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useRecordPayment() {
  const { api } = useSession();
  const refresh = useRefreshLeases();
  return useMutation({
    mutationFn: ({ leaseId, body }: { leaseId: string; body: ManualPayment }) =>
      api<Payment>(leasePath(leaseId, 'payments'), { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useReversePayment() {
  const { api } = useSession();
  const refresh = useRefreshLeases();
  return useMutation({
    mutationFn: ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      api<Payment>(`/api/payments/${encodeURIComponent(paymentId)}/reverse`, {
        method: 'POST',
        body: { reason },
      }),
    onSuccess: refresh,
  });
}
