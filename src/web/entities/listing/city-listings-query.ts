import { queryOptions } from '@tanstack/react-query';
import type { ListingPage } from '../../../shared/schemas/listings';
import { requestJson } from '../../lib/api-error';
import { listingKeys } from './listing-keys';

/** The newest listings of a city, for its guide page (the places feature shows them). */
export const cityListingsQuery = (city: string) =>
  queryOptions({
    queryKey: listingKeys.cityPreview(city),
    queryFn: () =>
      requestJson<ListingPage>(`/api/listings?city=${encodeURIComponent(city)}&pageSize=6`),
  });
