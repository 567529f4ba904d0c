import { queryOptions } from '@tanstack/react-query';
import type { AdminTeamResponse } from '../../../../shared/schemas/team';
import type { Session } from '../../../lib/session/session-context';
import { teamKeys } from '../../../entities/team/team-query';

type Api = Session['api'];

/** Under the public team key: invalidating teamKeys.all refreshes /blu-world and this screen. */
export const teamAdminKeys = {
  list: () => [...teamKeys.all, 'admin-list'] as const,
};

/** Every member with their office, and every office (admins only). */
export function adminTeamQuery(api: Api) {
  return queryOptions({
    queryKey: teamAdminKeys.list(),
    queryFn: () => api<AdminTeamResponse>('/api/admin/team'),
  });
}
