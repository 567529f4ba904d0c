import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/**
 * The answers a server-drawn page was drawn from. A record that does not exist (404) travels too:
 * the page drew "not found" from it, and the browser must draw the same.
 */
export type ServerQueries = Array<
  | { key: QueryKey; data: unknown }
  | { key: QueryKey; error: { status: number; message: string; code: string } }
>;

export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    // retryOnMount off: a record found missing is drawn as missing, not fetched again.
    defaultOptions: {
      queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
}

export function serializeQueries(client: QueryClient): ServerQueries {
  const out: ServerQueries = [];
  for (const query of client.getQueryCache().getAll()) {
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
