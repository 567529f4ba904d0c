import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListingPage, ManagedListing } from '../../../../shared/schemas/listings';
import { requestJson } from '../../../lib/api-error';
import { listingKeys as entityKeys } from '../../../entities/listing/listing-keys';
import { apiQueryString, type ListingSearch } from '../lib/search-params';

export const listingKeys = {
  ...entityKeys,
  search: (search: ListingSearch) => [...listingKeys.all, 'search', search] as const,
  mine: () => [...listingKeys.all, 'mine'] as const,
};

export const listingSearchQuery = (search: ListingSearch) =>
  queryOptions({
    queryKey: listingKeys.search(search),
    queryFn: () => requestJson<ListingPage>(`/api/listings?${apiQueryString(search)}`),
    // The old page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** The signed-in owner's listings (all of them for an admin); needs the session's api(). */
export const myListingsQuery = (api: <T>(path: string) => Promise<T>) =>
  queryOptions({
    queryKey: listingKeys.mine(),
    queryFn: () => api<ManagedListing[]>('/api/listings/mine'),
  });
