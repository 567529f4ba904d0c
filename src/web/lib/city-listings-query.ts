import { queryOptions } from '@tanstack/react-query';
import type { ListingPage } from '../../shared/schemas/listings';
import { requestJson } from './api-error';

/**
 * The root of every listing query key: features/listings builds its keys under it, so one
 * invalidation of the root refreshes the search, the detail pages and these city previews alike.
 */
export const listingKeysRoot = ['listings'] as const;

/** The newest listings of a city, for its guide page (the places feature shows them). */
export const cityListingsQuery = (city: string) =>
  queryOptions({
    queryKey: [...listingKeysRoot, 'city-preview', city] as const,
    queryFn: () =>
      requestJson<ListingPage>(`/api/listings?city=${encodeURIComponent(city)}&pageSize=6`),
  });
