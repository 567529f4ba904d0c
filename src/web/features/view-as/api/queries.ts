import { queryOptions } from '@tanstack/react-query';
import type { ViewAsAccountList, ViewableRole } from '../../../../shared/schemas/view-as';
import { requestJson } from '../../../lib/api-error';

export const viewAsKeys = {
  all: ['view-as'] as const,
  accounts: (role: ViewableRole, q: string) => [...viewAsKeys.all, 'accounts', role, q] as const,
};

/**
 * The accounts of `role` to view as. Asked with the bare token, never the impersonation headers:
 * only an admin may list them, and while viewing as a landlord the session's `api` would ask as
 * one (docs/decisions/0049).
 */
export const viewAsAccountsQuery = (
  getIdToken: () => Promise<string>,
  role: ViewableRole,
  q: string,
) =>
  queryOptions({
    queryKey: viewAsKeys.accounts(role, q),
    queryFn: async () => {
      const params = new URLSearchParams({ role });
      if (q) params.set('q', q);
      return requestJson<ViewAsAccountList>(`/api/view-as/accounts?${params}`, {
        headers: { Authorization: `Bearer ${await getIdToken()}` },
      });
    },
    staleTime: 30_000,
  });
