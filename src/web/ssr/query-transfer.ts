import { QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/**
 * The answers a server-drawn page was drawn from. A record that does not exist (404) travels too:
 * the page drew "not found" from it, and the browser must draw the same.
 */
export type ServerQueries = Array<
  | { key: QueryKey; data: unknown }
  | { key: QueryKey; error: { status: number; message: string; code: string } }
>;

/**
 * The query client of one server drawing, and the hashes of the queries its current pass has read
 * (clear it before each pass). A page that stopped reading a query it was given beforehand (the
 * address's remembered queries) does not send that answer with it.
 */
export function createServerQueryClient(): { client: QueryClient; readInPass: Set<string> } {
  const readInPass = new Set<string>();
  const cache = new QueryCache();
  // Every read of a query (a component's useQuery, a prefetch) builds it, found or new.
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    readInPass.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  const client = new QueryClient({
    queryCache: cache,
    // retryOnMount off: a record found missing is drawn as missing, not fetched again.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
  return { client, readInPass };
}

/** The answers of the queries in `read` (all when absent), for the browser. */
export function serializeQueries(client: QueryClient, read?: ReadonlySet<string>): ServerQueries {
  const out: ServerQueries = [];
  for (const query of client.getQueryCache().getAll()) {
    if (read && !read.has(query.queryHash)) continue;
    const { status, data, error } = query.state;
    if (status === 'success') out.push({ key: query.queryKey, data });
    else if (error instanceof ApiError && error.status === 404) {
      out.push({
        key: query.queryKey,
        error: { status: error.status, message: error.message, code: error.code },
      });
    }
  }
  return out;
}

/** Puts the server's answers in the browser's cache before hydrating, as if it had fetched them. */
export function restoreQueries(client: QueryClient, queries: ServerQueries): void {
  const cache = client.getQueryCache();
  for (const entry of queries) {
    if ('data' in entry) {
      client.setQueryData(entry.key, entry.data);
      continue;
    }
    // Drawn from as the server drew it ("not found"), not asked again on mount.
    client.setQueryDefaults(entry.key, { retryOnMount: false });
    const query = cache.build(client, { queryKey: entry.key });
    query.setState({
      status: 'error',
      fetchStatus: 'idle',
      error: new ApiError(entry.error.status, {
        message: entry.error.message,
        error: entry.error.code as never,
      }),
      errorUpdatedAt: Date.now(),
      errorUpdateCount: 1,
    });
  }
}
