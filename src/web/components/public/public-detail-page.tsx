import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NOT_FOUND } from '../../../shared/constants';
import NotFoundPage from '../errors/not-found-page';
import { PublicLayout } from '../layout/public-layout';
import { QueryError } from '../ui/list-states';
import { isNotFound } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';

/**
 * The frame of a public page about one thing (a listing, a unit, a community, a city): its title
 * and description for the tab and link previews, the Not Found page for a 404 (or for a record
 * the URL does not match, `mismatch`), and while it loads a skeleton or, on failure, an error
 * with a retry. `children` draws the page once the record is there.
 */
export function PublicDetailPage<T>({
  query,
  mismatch = false,
  meta,
  loading,
  errorTitle,
  retryLabel,
  children,
}: {
  query: UseQueryResult<T>;
  mismatch?: boolean;
  /** The title and description once loaded. */
  meta: (data: T) => { title: string; description: string };
  /** What the tab says, and the skeleton shows, while the record loads. */
  loading: { title: string; description?: string; skeleton: ReactNode };
  errorTitle: string;
  retryLabel: string;
  children: (data: T) => ReactNode;
}) {
  const data = query.data;
  const missing = (query.isError && isNotFound(query.error)) || mismatch;
  const known = data === undefined || missing ? null : meta(data);
  usePageMeta({
    title: missing ? NOT_FOUND.heading : (known?.title ?? loading.title),
    description: known?.description ?? loading.description ?? '',
  });

  if (missing) return <NotFoundPage />;
  return (
    <PublicLayout>
      {data !== undefined ? (
        children(data)
      ) : (
        <div className="mx-auto max-w-[1200px] px-4 py-14 lg:px-6">
          {query.isError ? (
            <QueryError query={query} title={errorTitle} retryLabel={retryLabel} />
          ) : (
            <div role="status" aria-label={loading.title}>
              {loading.skeleton}
            </div>
          )}
        </div>
      )}
    </PublicLayout>
  );
}
