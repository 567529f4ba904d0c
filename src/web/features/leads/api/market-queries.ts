import { queryOptions } from '@tanstack/react-query';
import type { MarketSnapshot } from '../../../../shared/schemas/listings';
import { requestJson } from '../../../lib/api-error';

/** The figures move only when a listing changes; a minute of freshness is plenty for /sba. */
const SNAPSHOT_STALE_MS = 60_000;

export const marketKeys = {
  all: ['market'] as const,
  snapshot: () => [...marketKeys.all, 'snapshot'] as const,
};

export const marketSnapshotQuery = queryOptions({
  queryKey: marketKeys.snapshot(),
  queryFn: () => requestJson<MarketSnapshot>('/api/market/snapshot'),
  staleTime: SNAPSHOT_STALE_MS,
});
