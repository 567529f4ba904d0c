import { queryOptions } from '@tanstack/react-query';
import type { PlanList } from '../../../shared/schemas/plans';
import { requestJson } from '../../lib/api-error';

// The published management plans: /managed and /compare show them, the management applications
// offer them, and the admin plan editor refreshes them.
export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
};

export const plansQuery = queryOptions({
  queryKey: planKeys.list(),
  queryFn: async () => (await requestJson<PlanList>('/api/plans')).plans,
  staleTime: 5 * 60 * 1000,
});
