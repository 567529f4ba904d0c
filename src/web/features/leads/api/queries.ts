import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AssignableBrokersSchema,
  LeadDetail,
  LeadList,
  LeadStatus,
  MyLead,
} from '../../../../shared/schemas/leads/api';
import type { LeadKind } from '../../../../shared/schemas/leads/registry';
import type { Session } from '../../../lib/session/session-context';
import { leadKeys as entityKeys } from '../../../entities/lead/lead-keys';

type Api = Session['api'];
type Brokers = z.infer<typeof AssignableBrokersSchema>;

export interface LeadFilters {
  kind: LeadKind | '';
  status: LeadStatus | '';
  page: number;
}

export const leadKeys = {
  ...entityKeys,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (filters: LeadFilters) => [...leadKeys.lists(), filters] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
  mine: (userId: string | null) => [...leadKeys.all, 'mine', userId] as const,
  brokers: () => [...leadKeys.all, 'brokers'] as const,
};

export function leadListQuery(api: Api, filters: LeadFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.status) params.set('status', filters.status);
  return queryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: () => api<LeadList>(`/api/leads?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function leadDetailQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: leadKeys.detail(id),
    queryFn: () => api<LeadDetail>(`/api/leads/${encodeURIComponent(id)}`),
  });
}

export function myLeadsQuery(api: Api, userId: string | null) {
  return queryOptions({
    queryKey: leadKeys.mine(userId),
    queryFn: () => api<{ items: MyLead[] }>('/api/leads/mine'),
    enabled: Boolean(userId),
  });
}

export function brokersQuery(api: Api, enabled: boolean) {
  return queryOptions({
    queryKey: leadKeys.brokers(),
    queryFn: () => api<Brokers>('/api/leads/brokers'),
    enabled,
    staleTime: 5 * 60_000,
  });
}
