import { queryOptions } from '@tanstack/react-query';
import type { AdminCity, AdminCityList } from '../../../../shared/schemas/cities-admin';
import type { Session } from '../../../lib/session/session-context';
import { placeKeys } from '../../../entities/place/place-queries';

type Api = Session['api'];

export const cityAdminKeys = {
  list: () => [...placeKeys.all, 'admin-cities'] as const,
};

/** Every city with the text and marinas an admin can change (admins only). */
export function adminCitiesQuery(api: Api) {
  return queryOptions({
    queryKey: cityAdminKeys.list(),
    queryFn: async (): Promise<AdminCity[]> =>
      (await api<AdminCityList>('/api/admin/cities')).cities,
  });
}
