import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { Pagination, pageCount } from '../../../components/ui/pagination';
import { useFormat } from '../../../lib/format';

interface Page<Item> {
  items: Item[];
  total: number;
}

/**
 * An admin log read a page at a time (the audit log, the outbox), newest first: its loading,
 * failure and empty states, its rows, and the pages. A row is its time (`at`) then its `cells`,
 * laid out by `columns` from 1024 px. `section` is where the panel's namespace keeps the log's
 * texts (loading, error, empty, emptyHint, listLabel, pagination).
 */
export function PagedList<Data extends Page<{ id: string }>, Key extends readonly unknown[]>({
  section,
  pageSize,
  query,
  at,
  columns,
  cells,
}: {
  section: 'audit' | 'outbox';
  pageSize: number;
  query: (page: number) => UseQueryOptions<Data, Error, Data, Key>;
  at: (item: Data['items'][number]) => string;
  columns: string;
  cells: (item: Data['items'][number]) => ReactNode;
}) {
  const { t } = useTranslation('admin-panel');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = useQuery(query(page));

  if (list.isPending) return <ListSkeleton label={t(`${section}.loading`)} />;
  if (list.isError) {
    return <QueryError query={list} title={t(`${section}.error`)} retryLabel={t('common.retry')} />;
  }
  if (list.data.items.length === 0) {
    return <EmptyState title={t(`${section}.empty`)}>{t(`${section}.emptyHint`)}</EmptyState>;
  }
  return (
    <div>
      <ul
        aria-label={t(`${section}.listLabel`)}
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {list.data.items.map((item) => (
          <li key={item.id} className={`grid gap-1 px-4 py-3 text-sm ${columns} lg:gap-4`}>
            <time dateTime={at(item)} className="text-slate-600">
              {format.dateTime(at(item))}
            </time>
            {cells(item)}
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={list.data.total}
        onPage={setPage}
        labels={{
          nav: t(`${section}.pagination`),
          previous: t('common.previous'),
          next: t('common.next'),
          status: t('common.pageStatus', { page, pages: pageCount(list.data.total, pageSize) }),
        }}
      />
    </div>
  );
}
