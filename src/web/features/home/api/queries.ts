import { queryOptions } from '@tanstack/react-query';
import type { PostSummary } from '../../../../shared/schemas/blog';
import type { ListingPage } from '../../../../shared/schemas/listings';
import type { CommunitySummary } from '../../../../shared/schemas/places';
import { requestJson } from '../../../lib/api-error';
import { blogKeys } from '../../../entities/blog/blog-keys';

// The server validates these answers against the same schemas (response allow-lists), so the
// home page trusts their types instead of shipping zod in its first download.

export const homeKeys = {
  featuredCommunities: () => ['home', 'featured-communities'] as const,
  featuredListings: () => ['home', 'featured-listings'] as const,
};

export const featuredCommunitiesQuery = queryOptions({
  queryKey: homeKeys.featuredCommunities(),
  queryFn: async () =>
    (await requestJson<CommunitySummary[]>('/api/communities?featured=true')).slice(0, 3),
  retry: false,
});

export const featuredListingsQuery = queryOptions({
  queryKey: homeKeys.featuredListings(),
  queryFn: async () =>
    (await requestJson<ListingPage>('/api/listings?featured=true&pageSize=3')).items.slice(0, 3),
  retry: false,
});

/** The three newest posts in the page's language (GET /api/blog/latest). */
export const latestPostsQuery = (language: string) =>
  queryOptions({
    queryKey: blogKeys.latest(language),
    queryFn: () =>
      requestJson<PostSummary[]>(`/api/blog/latest?language=${encodeURIComponent(language)}`),
    retry: false,
  });
