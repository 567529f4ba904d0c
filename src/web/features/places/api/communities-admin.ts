import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminCommunity,
  AdminCommunityListSchema,
  CommunityContent,
} from '../../../../shared/schemas/communities-admin';
import { placeKeys } from '../../../entities/place/place-queries';
import { useSession, type Session } from '../../../lib/session/session-context';

type Api = Session['api'];

export const communityAdminKeys = {
  list: () => [...placeKeys.all, 'admin-communities'] as const,
};

/** Every community with its description in both languages (write:site:any). */
export function adminCommunitiesQuery(api: Api) {
  return queryOptions({
    queryKey: communityAdminKeys.list(),
    queryFn: async (): Promise<AdminCommunity[]> =>
      (await api<z.infer<typeof AdminCommunityListSchema>>('/api/admin/communities')).communities,
  });
}

/**
 * Replaces a community's description. The admin list takes the answer at once; the public
 * community pages and lists refetch, so /community/{slug} shows the change.
 */
export function useSaveCommunityContent() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, content }: { slug: string; content: CommunityContent }) =>
      api<AdminCommunity>(`/api/admin/communities/${encodeURIComponent(slug)}`, {
        method: 'PUT',
        body: content,
      }),
    onSuccess: (community) => {
      queryClient.setQueryData<AdminCommunity[]>(communityAdminKeys.list(), (list) =>
        list?.map((c) => (c.slug === community.slug ? community : c)),
      );
      return queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === placeKeys.all[0] &&
          (query.queryKey[1] === 'communities' || query.queryKey[1] === 'community'),
      });
    },
  });
}
