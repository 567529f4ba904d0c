import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AutopayEnrolment,
  PaymentMethods,
  SavedPaymentMethod,
} from '../../../../shared/schemas/autopay';
import type { SandboxTokenRequest } from '../../../../shared/schemas/ledger';
import { useSession } from '../../../lib/session/session-context';

/** The account and effective role are in the key, as for the lease: never another's cache. */
export const paymentMethodsQuery = (
  api: <T>(path: string) => Promise<T>,
  accountId: string | undefined,
  role: string | null,
) =>
  queryOptions({
    queryKey: ['my-payment-methods', accountId, role] as const,
    queryFn: () => api<PaymentMethods>('/api/me/payment-methods'),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['my-payment-methods'] });
}

/** Which step refused a new method: the processor's tokenization or our API's verification. */
export class TokenizeError extends Error {
  constructor(readonly cause: unknown) {
    super('tokenize');
  }
}

/**
 * Saves a card or account: the browser hands the number to the processor (the sandbox's
 * tokenization stands in for Stripe.js) and sends our API only the token it gets back.
 */
export function useSaveMethod() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (details: SandboxTokenRequest) => {
      let token: string;
      try {
        ({ token } = await api<{ token: string }>('/api/payments/sandbox/tokens', {
          method: 'POST',
          body: details,
        }));
      } catch (err) {
        throw new TokenizeError(err);
      }
      return api<SavedPaymentMethod>('/api/me/payment-methods', {
        method: 'POST',
        body: { token },
      });
    },
    onSuccess: refresh,
  });
}

export function useRemoveMethod() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      api<void>(`/api/me/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useEnrolAutopay() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { paymentMethodId: string; leaseId: string }) =>
      api<AutopayEnrolment>('/api/me/autopay', { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useCancelAutopay() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<void>('/api/me/autopay', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
