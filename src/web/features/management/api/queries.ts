import { queryOptions } from '@tanstack/react-query';
import type { PlanList } from '../../../../shared/schemas/plans';
import { requestJson } from '../../../lib/api-error';

export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
};

export const plansQuery = queryOptions({
  queryKey: planKeys.list(),
  queryFn: async () => (await requestJson<PlanList>('/api/plans')).plans,
  staleTime: 5 * 60 * 1000,
});
