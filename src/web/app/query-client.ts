import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '../../shared/constants';
import { ApiError } from '../lib/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        // The product's 3 retries (docs/product.md), but never for an answer that will not change (4xx).
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < QUERY_DEFAULTS.retry,
        retryDelay: QUERY_DEFAULTS.retryDelay,
        gcTime: QUERY_DEFAULTS.gcTime,
      },
    },
  });
}
