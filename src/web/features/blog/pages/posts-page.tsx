import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import {
  BLOG_LANGUAGES,
  POST_STATUSES,
  type BlogLanguage,
  type PostStatus,
} from '../../../../shared/schemas/blog';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ListSkeleton, QueryError } from '../../../components/ui/list-states';
import { useSession } from '../../../lib/session/session-context';
import { adminPostsQuery, type AdminPostFilters } from '../api/admin-queries';
import { PostsTable } from '../components/posts-table';
import { useUrlFilters } from '../../../lib/url-filters';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** /blog-admin/posts: every post, filtered by status and language and searched, kept in the URL. */
export default function BlogPostsPage() {
  const { t } = useTranslation('blog-admin');
  const { api } = useSession();
  const { params, set, setParams } = useUrlFilters();
  const filters: AdminPostFilters = {
    status: oneOf<PostStatus>(POST_STATUSES, params.get('status')),
    language: oneOf<BlogLanguage>(BLOG_LANGUAGES, params.get('language')),
    q: params.get('q')?.trim() || undefined,
  };
  const [search, setSearch] = useState(filters.q ?? '');
  const query = useQuery(adminPostsQuery(api, filters));

  // The search asks once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => set('q', search.trim()), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `set` is rebuilt each render
  }, [search]);

  const filtered = Boolean(filters.q || filters.status || filters.language);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        lead={t('list.description')}
        actions={
          <Link
            to="/blog-admin/posts/new"
            className="inline-flex items-center gap-2 rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('list.new')}
          </Link>
        }
      />
      <div role="search" className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('list.search')}
          type="search"
          value={search}
          placeholder={t('list.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={t('list.filterStatus')}
          value={filters.status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <SelectOptions
            none={t('list.any')}
            values={POST_STATUSES}
            label={(status) => t(`status.${status}`)}
          />
        </SelectField>
        <SelectField
          label={t('list.filterLanguage')}
          value={filters.language ?? ''}
          onChange={(e) => set('language', e.target.value)}
        >
          <SelectOptions
            none={t('list.any')}
            values={BLOG_LANGUAGES}
            label={(language) => t(`language.${language}`)}
          />
        </SelectField>
      </div>
      {query.isPending ? (
        <ListSkeleton rows={5} label={t('list.loading')} />
      ) : query.isError ? (
        <QueryError query={query} title={t('list.error')} retryLabel={t('retry')} />
      ) : query.data.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          action={
            filtered
              ? {
                  label: t('list.clearFilters'),
                  onClick: () => {
                    setSearch('');
                    setParams(new URLSearchParams(), { replace: true });
                  },
                }
              : { label: t('list.new'), to: '/blog-admin/posts/new' }
          }
        >
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('list.count', { count: query.data.length })}</p>
          <PostsTable rows={query.data} />
        </>
      )}
    </div>
  );
}
