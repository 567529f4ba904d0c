import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';

interface RememberedQuery {
  queryKey: QueryKey;
  queryFn: QueryFunction;
}

// Addresses whose reads are kept; the oldest is forgotten beyond this (a few hundred bytes each).
const MAX_ADDRESSES = 1_000;
const byAddress = new Map<string, RememberedQuery[]>();

/**
 * Fetches, before the first pass, the queries the last drawing of this address asked for: a page
 * discovers its reads by drawing, and one whose reads have not changed is then drawn once instead
 * of once per round of requests. Only which queries to ask is kept, never an answer.
 */
export async function fetchRememberedQueries(url: string, client: QueryClient): Promise<void> {
  const remembered = byAddress.get(url);
  if (!remembered) return;
  // prefetchQuery never throws: a failed read is kept as the query's error, as a drawing keeps it.
  await Promise.all(remembered.map((query) => client.prefetchQuery(query)));
}

/**
 * Keeps the queries this drawing fetched (answered or failed) and, when `read` is given, its last
 * pass read, for the next drawing of the address.
 */
export function rememberQueries(
  url: string,
  client: QueryClient,
  read?: ReadonlySet<string>,
): void {
  const queries: RememberedQuery[] = [];
  for (const query of client.getQueryCache().getAll()) {
    if (read && !read.has(query.queryHash)) continue;
    const { queryFn } = query.options;
    const asked = query.state.dataUpdatedAt > 0 || query.state.errorUpdatedAt > 0;
    if (asked && typeof queryFn === 'function') {
      queries.push({ queryKey: query.queryKey, queryFn: queryFn as QueryFunction });
    }
  }
  byAddress.delete(url);
  byAddress.set(url, queries);
  if (byAddress.size > MAX_ADDRESSES) byAddress.delete(byAddress.keys().next().value!);
}
