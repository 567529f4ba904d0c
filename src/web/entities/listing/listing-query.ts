import { queryOptions } from '@tanstack/react-query';
import type { ListingDetail } from '../../../shared/schemas/listings';
import { requestJson } from '../../lib/api-error';
import { listingKeys } from './listing-keys';

/** One public listing: its page, and the home a rental application was started from. */
export const listingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.detail(id),
    queryFn: () => requestJson<ListingDetail>(`/api/listings/${encodeURIComponent(id)}`),
  });
