import { useQuery } from '@tanstack/react-query';
import { Rss } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { BLOG_PAGE_SIZE } from '../../../../shared/schemas/blog';
import { pathInLanguage, type Language } from '../../../../shared/language-path';
import { PostCard } from '../../../components/blog/post-card';
import { WaterLines } from '../../../components/illustrations/water-lines';
import { useLanguageAlternate } from '../../../components/layout/language-alternate';
import { PublicLayout } from '../../../components/layout/public-layout';
import { ListingGridSkeleton } from '../../../components/listing/listing-grid-skeleton';
import { EmptyState, QueryError } from '../../../components/ui/list-states';
import { usePageMeta } from '../../../lib/page-meta';
import { postListQuery } from '../api/queries';
import { BlogFilters } from '../components/blog-filters';
import { PageLinks } from '../../../components/ui/page-links';
import { blogHref, EMPTY_SEARCH, readSearch } from '../lib/search-params';
import { ListHero } from '../../../components/public/list-hero';
import { useResultsHeading } from '../../../lib/results-heading';

/** The feed's address in a language: a file the server writes, not a page of the app. */
export function rssAddress(language: Language): string {
  return pathInLanguage(language, '/blog/rss.xml');
}

/** /blog (English posts) and /es/blog (Spanish ones): newest first, by tag, search and page. */
export default function BlogPage() {
  const { t, i18n } = useTranslation('blog');
  const language: Language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  usePageMeta({ title: t('list.metaTitle'), description: t('list.metaDescription') });
  // Tags and searches are words of one language: the switch opens the other blog unfiltered.
  useLanguageAlternate(
    language === 'es' ? 'en' : 'es',
    pathInLanguage(language === 'es' ? 'en' : 'es', '/blog'),
  );
  const [params] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const results = useQuery(postListQuery(language, search));
  const resultsRef = useResultsHeading(search.page);

  const data = results.data;
  const filtered = Boolean(search.tag || search.q);
  const pageCount = data
    ? Math.max(1, Math.ceil(data.total / (data.pageSize || BLOG_PAGE_SIZE)))
    : 1;
  return (
    <PublicLayout>
      <ListHero
        id="blog-title"
        text={(part) => t(`list.${part}`)}
        lines={
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <WaterLines className="h-5 w-40" />
            <a
              href={rssAddress(language)}
              type="application/rss+xml"
              className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ocean underline-offset-4 hover:underline"
            >
              <Rss className="size-4" aria-hidden="true" />
              {t('list.rss')}
            </a>
          </div>
        }
      >
        <div className="mt-8">
          <BlogFilters search={search} tags={data?.tags ?? []} />
        </div>
      </ListHero>

      <section className="mx-auto max-w-[1200px] px-4 py-10 lg:px-6" aria-labelledby="blog-results">
        <h2
          id="blog-results"
          ref={resultsRef}
          className="scroll-mt-24 font-display text-2xl font-semibold text-navy"
        >
          {search.tag
            ? t('list.results.titleTag', { tag: search.tag })
            : search.q
              ? t('list.results.titleSearch', { q: search.q })
              : t('list.results.title')}
        </h2>
        <p className="mt-1 text-navy/75" aria-live="polite" aria-atomic="true">
          {data ? t('list.results.count', { count: data.total }) : t('list.results.loading')}
        </p>
        <div className="mt-6">
          {results.isPending ? (
            <ListingGridSkeleton label={t('list.results.loading')} />
          ) : results.isError ? (
            <QueryError
              query={results}
              title={t('list.results.errorTitle')}
              retryLabel={t('list.results.retry')}
            />
          ) : data!.items.length === 0 ? (
            <EmptyState
              title={
                data!.total > 0
                  ? t('list.results.pastEndTitle')
                  : filtered
                    ? t('list.results.emptyTitle')
                    : t('list.results.noPostsTitle')
              }
              action={
                data!.total > 0
                  ? { label: t('list.results.firstPage'), to: blogHref({ ...search, page: 1 }) }
                  : filtered
                    ? { label: t('list.results.clear'), to: blogHref(EMPTY_SEARCH) }
                    : { label: t('list.results.home'), to: '/' }
              }
            >
              <p>
                {data!.total > 0
                  ? t('list.results.pastEndBody')
                  : filtered
                    ? t('list.results.emptyBody')
                    : t('list.results.noPostsBody')}
              </p>
            </EmptyState>
          ) : (
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data!.items.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} tagHref={(tag) => blogHref({ ...EMPTY_SEARCH, tag })} />
                </li>
              ))}
            </ul>
          )}
          {data && (
            <PageLinks
              page={data.page}
              pageCount={pageCount}
              hrefFor={(page) => blogHref({ ...search, page })}
              labels={{
                label: t('list.pagination.label'),
                previous: t('list.pagination.previous'),
                next: t('list.pagination.next'),
                page: (page) => t('list.pagination.page', { page }),
              }}
            />
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
