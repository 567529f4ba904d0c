import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LeaseListSchema } from '../../../../shared/schemas/leases';
import type {
  PortfolioProperty,
  PropertyDetailSchema,
} from '../../../../shared/schemas/properties';

type Api = <T>(path: string) => Promise<T>;
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>;
type LeaseList = z.infer<typeof LeaseListSchema>;

/**
 * The server scopes these answers to the reader (and to the role an admin views as), so the
 * account and the effective role are part of every key: a switch never shows another's rows.
 */
export type Viewer = readonly [accountId: string | undefined, role: string | null];

export const portfolioKeys = {
  all: ['portfolio'] as const,
  list: (viewer: Viewer) => [...portfolioKeys.all, 'list', ...viewer] as const,
  detail: (viewer: Viewer, id: string) => [...portfolioKeys.all, 'detail', ...viewer, id] as const,
  leaseCount: (viewer: Viewer, filter: string) =>
    [...portfolioKeys.all, 'lease-count', ...viewer, filter] as const,
};

export const portfolioQuery = (api: Api, viewer: Viewer) =>
  queryOptions({
    queryKey: portfolioKeys.list(viewer),
    queryFn: () =>
      api<{ properties: PortfolioProperty[] }>('/api/properties').then((r) => r.properties),
  });

export const propertyQuery = (api: Api, viewer: Viewer, id: string) =>
  queryOptions({
    queryKey: portfolioKeys.detail(viewer, id),
    queryFn: () => api<PropertyDetail>(`/api/properties/${encodeURIComponent(id)}`),
  });

/** How many of the reader's leases match a filter of the leases list (only its total is read). */
export const leaseCountQuery = (api: Api, viewer: Viewer, filter: 'delinquent' | 'ending60') =>
  queryOptions({
    queryKey: portfolioKeys.leaseCount(viewer, filter),
    queryFn: () =>
      api<LeaseList>(
        `/api/leases?${filter === 'delinquent' ? 'delinquent=true' : 'endingWithin=60'}&pageSize=1`,
      ).then((r) => r.total),
  });
