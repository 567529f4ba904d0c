import { queryOptions } from '@tanstack/react-query';
import type { TeamResponse } from '../../../shared/schemas/site';
import { requestJson } from '../../lib/api-error';

export const teamKeys = {
  all: ['team'] as const,
};

/** The team and the offices (also used by the staff signature generator). */
export const teamQuery = queryOptions({
  queryKey: teamKeys.all,
  queryFn: () => requestJson<TeamResponse>('/api/team'),
  staleTime: 5 * 60 * 1000,
});
