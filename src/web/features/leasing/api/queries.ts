import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LeaseDetail } from '../../../../shared/schemas/leases';
import type { Ledger } from '../../../../shared/schemas/ledger';
import type { PortfolioProperty } from '../../../../shared/schemas/properties';
import type { LeaseRow } from '../../../../shared/schemas/leases';
import type { Session } from '../../../lib/session/session-context';
import { leaseListApiParams, type LeaseListFilters } from '../lib/lease-list-params';
import { leaseKeys as entityKeys } from '../../../entities/lease/lease-keys';

type Api = Session['api'];

export interface LeaseList {
  leases: LeaseRow[];
  total: number;
  page: number;
  pageSize: number;
}
export type LeaseWithLedger = LeaseDetail & { ledger: Ledger };

export const leaseKeys = {
  ...entityKeys,
  lists: () => [...leaseKeys.all, 'list'] as const,
  list: (filters: LeaseListFilters) => [...leaseKeys.lists(), filters] as const,
  detail: (id: string) => [...leaseKeys.all, 'detail', id] as const,
  properties: () => [...leaseKeys.all, 'properties'] as const,
};

export function leaseListQuery(api: Api, filters: LeaseListFilters) {
  return queryOptions({
    queryKey: leaseKeys.list(filters),
    queryFn: () => api<LeaseList>(`/api/leases?${leaseListApiParams(filters).toString()}`),
    // Filtering and paging keep the previous rows on screen instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function leaseDetailQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: leaseKeys.detail(id),
    queryFn: () => api<LeaseWithLedger>(`/api/leases/${encodeURIComponent(id)}`),
  });
}

/** The properties the reader may see, for the property filter. */
export function leasePropertiesQuery(api: Api) {
  return queryOptions({
    queryKey: leaseKeys.properties(),
    queryFn: async () =>
      (await api<{ properties: PortfolioProperty[] }>('/api/properties?includeArchived=true'))
        .properties,
    staleTime: 5 * 60_000,
  });
}
