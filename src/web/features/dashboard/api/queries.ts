import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';

type Api = <T>(path: string) => Promise<T>;

/**
 * The server answers for the reader's scope (and the role an admin views as), so the account and
 * the effective role are part of the key: switching never shows another scope's figures.
 */
export const dashboardKeys = {
  all: ['portal-dashboard'] as const,
  figures: (accountId: string | undefined, role: string | null) =>
    [...dashboardKeys.all, accountId, role] as const,
};

export const dashboardQuery = (api: Api, accountId: string | undefined, role: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.figures(accountId, role),
    queryFn: () => api<Dashboard>('/api/dashboard'),
  });
