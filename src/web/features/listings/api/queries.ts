import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  ListingDetail,
  ListingPage,
  ManagedListing,
} from '../../../../shared/schemas/listings';
import { ApiError, requestJson } from '../../../lib/api-error';
import { apiQueryString, type ListingSearch } from '../lib/search-params';

export const listingKeys = {
  all: ['listings'] as const,
  search: (search: ListingSearch) => [...listingKeys.all, 'search', search] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  cityPreview: (city: string) => [...listingKeys.all, 'city-preview', city] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
};

const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && failures < 3;

export const listingSearchQuery = (search: ListingSearch) =>
  queryOptions({
    queryKey: listingKeys.search(search),
    queryFn: () => requestJson<ListingPage>(`/api/listings?${apiQueryString(search)}`),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: () => requestJson<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`),
    retry: retryUnlessMissing,
  });

/** The newest listings of a city, for its guide page. */
export const cityListingsQuery = (city: string) =>
  queryOptions({
    queryKey: listingKeys.cityPreview(city),
    queryFn: () =>
      requestJson<ListingPage>(`/api/listings?city=${encodeURIComponent(city)}&pageSize=6`),
  });

/** The signed-in owner's listings (all of them for an admin); needs the session's api(). */
export const myListingsQuery = (api: <T>(path: string) => Promise<T>) =>
  queryOptions({
    queryKey: listingKeys.mine(),
    queryFn: () => api<ManagedListing[]>('/api/listings/mine'),
  });
