import { queryOptions } from '@tanstack/react-query';
import type { ListingDetail } from '../../../../shared/schemas/listings';
import { requestJson } from '../../../lib/api-error';

/** The rental listing "Apply for this home" came from, as the public listing page reads it. */
export function appliedHomeQuery(listingId: string) {
  return queryOptions({
    queryKey: ['listings', 'applied-home', listingId] as const,
    queryFn: () => requestJson<ListingDetail>(`/api/listings/${encodeURIComponent(listingId)}`),
    staleTime: 60_000,
  });
}
