import { queryOptions } from '@tanstack/react-query';
import type {
  WorkOrderDetail,
  WorkOrderListQuery,
  WorkOrderSummary,
} from '../../../../shared/schemas/maintenance';
import type { Session } from '../../../lib/session/session-context';
import { workOrderKeys as entityKeys } from '../../../entities/work-order/work-order-keys';

type Api = Session['api'];
export type WorkOrderFilters = Partial<Omit<WorkOrderListQuery, 'page' | 'pageSize'>> & {
  page?: number;
  pageSize?: number;
};

/** Keys start with 'work-orders': the maintenance notifications name that topic. */
export const workOrderKeys = {
  ...entityKeys,
  list: (filters: WorkOrderFilters) => [...workOrderKeys.all, 'list', filters] as const,
  detail: (id: string) => [...workOrderKeys.all, 'detail', id] as const,
  technicians: () => [...workOrderKeys.all, 'technicians'] as const,
};

export function toSearch(filters: WorkOrderFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function workOrderListQuery(api: Api, filters: WorkOrderFilters) {
  return queryOptions({
    queryKey: workOrderKeys.list(filters),
    queryFn: () =>
      api<{ workOrders: WorkOrderSummary[]; total: number; page: number; pageSize: number }>(
        `/api/work-orders${toSearch(filters)}`,
      ),
  });
}

export function workOrderDetailQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: workOrderKeys.detail(id),
    queryFn: () => api<WorkOrderDetail>(`/api/work-orders/${encodeURIComponent(id)}`),
  });
}

export function techniciansQuery(api: Api) {
  return queryOptions({
    queryKey: workOrderKeys.technicians(),
    queryFn: async () =>
      (
        await api<{
          technicians: {
            id: string;
            name: string;
            vendorName: string | null;
            insuranceExpired: boolean;
          }[];
        }>('/api/technicians')
      ).technicians,
    staleTime: 5 * 60_000,
  });
}
