import { queryOptions } from '@tanstack/react-query';
import type {
  CityDetail,
  CitySummary,
  CommunityDetail,
  CommunitySummary,
  UnitDetail,
} from '../../../shared/schemas/places';
import { requestJson } from '../../lib/api-error';

// Cities, communities and units as the public reads them: the places pages, the listings search
// (its city filter) and the admin city editor (which refreshes them) all share these keys.
export const placeKeys = {
  all: ['places'] as const,
  cities: () => [...placeKeys.all, 'cities'] as const,
  city: (slug: string) => [...placeKeys.all, 'city', slug] as const,
  communities: (city: string | undefined) =>
    [...placeKeys.all, 'communities', city ?? 'all'] as const,
  community: (id: string) => [...placeKeys.all, 'community', id] as const,
  unit: (id: string) => [...placeKeys.all, 'unit', id] as const,
};

export const citiesQuery = queryOptions({
  queryKey: placeKeys.cities(),
  queryFn: () => requestJson<CitySummary[]>('/api/cities'),
});

export const cityQuery = (slug: string) =>
  queryOptions({
    queryKey: placeKeys.city(slug),
    queryFn: () => requestJson<CityDetail>(`/api/cities/${encodeURIComponent(slug)}`),
  });

export const communitiesQuery = (city: string | undefined) =>
  queryOptions({
    queryKey: placeKeys.communities(city),
    queryFn: () =>
      requestJson<CommunitySummary[]>(
        city ? `/api/communities?city=${encodeURIComponent(city)}` : '/api/communities',
      ),
  });

export const communityQuery = (id: string) =>
  queryOptions({
    queryKey: placeKeys.community(id),
    queryFn: () => requestJson<CommunityDetail>(`/api/communities/${encodeURIComponent(id)}`),
  });

export const unitQuery = (id: string) =>
  queryOptions({
    queryKey: placeKeys.unit(id),
    queryFn: () => requestJson<UnitDetail>(`/api/units/${encodeURIComponent(id)}`),
  });
