import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCity, CityContent } from '../../../../shared/schemas/cities-admin';
import { useSession } from '../../../lib/session/session-context';
import { cityAdminKeys } from './cities-admin-queries';
import { placeKeys } from '../../../entities/place/place-queries';

/**
 * Replaces a city's page content. The admin list takes the answer at once; the public city page
 * and the city list (its taglines) refetch, so /marine-lifestyle/{city} shows the change.
 */
export function useSaveCityContent() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, content }: { slug: string; content: CityContent }) =>
      api<AdminCity>(`/api/admin/cities/${encodeURIComponent(slug)}`, {
        method: 'PUT',
        body: content,
      }),
    onSuccess: (city) => {
      queryClient.setQueryData<AdminCity[]>(cityAdminKeys.list(), (list) =>
        list?.map((c) => (c.slug === city.slug ? city : c)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: placeKeys.city(city.slug) }),
        queryClient.invalidateQueries({ queryKey: placeKeys.cities() }),
      ]);
    },
  });
}
