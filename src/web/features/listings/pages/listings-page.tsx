import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { LISTING_SORTS } from '../../../../shared/listing-values';
import { PublicLayout } from '../../../components/layout/public-layout';
import { EmptyState, QueryError } from '../../../components/ui/list-states';
import { usePageMeta } from '../../../lib/page-meta';
import { citiesQuery } from '../../../entities/place/place-queries';
import { listingSearchQuery } from '../api/queries';
import { ListingCard } from '../../../components/listing/listing-card';
import { ListingFilters } from '../components/listing-filters';
import { ListingGridSkeleton } from '../../../components/listing/listing-grid-skeleton';
import { PageLinks } from '../../../components/ui/page-links';
import {
  DEFAULT_SEARCH,
  activeFilterCount,
  readSearch,
  withFilter,
  writeSearch,
  type ListingSearch,
} from '../lib/search-params';
import { SelectOptions } from '../../../components/ui/form-field';
import { ListHero } from '../../../components/public/list-hero';
import { useResultsHeading } from '../../../lib/results-heading';

/** /slp: every active listing, filtered, sorted and paged from the URL's search parameters. */
export default function ListingsPage() {
  const { t } = useTranslation('listings');
  usePageMeta({ title: t('search.metaTitle'), description: t('search.metaDescription') });
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readSearch(params), [params]);
  const cities = useQuery(citiesQuery);
  const results = useQuery(listingSearchQuery(search));
  const resultsRef = useResultsHeading(search.page);

  const go = (next: ListingSearch) => setParams(writeSearch(next));
  // Built on the address as it is now, not on the last render: the router re-renders in a
  // transition, and a second filter changed before that render must not undo the first.
  const update = (patch: Partial<ListingSearch>) =>
    go(withFilter(readSearch(new URLSearchParams(window.location.search)), patch));
  const reset = () => go({ ...DEFAULT_SEARCH, sort: search.sort });
  const hrefFor = (page: number) => {
    const query = writeSearch({ ...search, page }).toString();
    return query ? `/slp?${query}` : '/slp';
  };

  const data = results.data;
  const filtersSet = activeFilterCount(search);
  return (
    <PublicLayout>
      <ListHero id="slp-title" text={(part) => t(`search.${part}`)}>
        <div className="mt-8">
          <ListingFilters
            key={`${search.minPrice ?? ''}-${search.maxPrice ?? ''}`}
            search={search}
            cities={cities.data ?? []}
            onChange={update}
          />
        </div>
      </ListHero>

      <section className="mx-auto max-w-[1200px] px-4 py-10 lg:px-6" aria-labelledby="slp-results">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id="slp-results"
              ref={resultsRef}
              className="scroll-mt-24 font-display text-2xl font-semibold text-navy"
            >
              {t('results.title')}
            </h2>
            <p className="mt-1 text-navy/75" aria-live="polite" aria-atomic="true">
              {data ? t('results.count', { count: data.total }) : t('results.loading')}
              {filtersSet > 0 && (
                <>
                  {' · '}
                  <button
                    type="button"
                    onClick={reset}
                    className="font-semibold text-ocean underline-offset-2 hover:underline"
                  >
                    {t('results.clear', { count: filtersSet })}
                  </button>
                </>
              )}
            </p>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium text-navy">
            {t('sort.label')}
            <select
              value={search.sort}
              onChange={(e) => update({ sort: e.target.value as ListingSearch['sort'] })}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm"
            >
              <SelectOptions values={LISTING_SORTS} label={(s) => <>{t(`sort.${s}`)}</>} />
            </select>
          </label>
        </div>

        <div className="mt-6">
          {results.isPending ? (
            <ListingGridSkeleton label={t('results.loading')} />
          ) : results.isError ? (
            <QueryError
              query={results}
              title={t('results.errorTitle')}
              retryLabel={t('results.retry')}
            />
          ) : data!.items.length === 0 ? (
            <EmptyState
              title={data!.total === 0 ? t('results.emptyTitle') : t('results.pastEndTitle')}
            >
              <p>{data!.total === 0 ? t('results.emptyBody') : t('results.pastEndBody')}</p>
              {data!.total === 0 ? (
                <button
                  type="button"
                  onClick={reset}
                  className="mt-3 rounded-lg bg-ocean px-4 py-2 font-semibold text-white hover:bg-ocean-dark"
                >
                  {t('results.reset')}
                </button>
              ) : (
                <Link
                  to={hrefFor(1)}
                  className="mt-3 inline-block rounded-lg bg-ocean px-4 py-2 font-semibold text-white hover:bg-ocean-dark"
                >
                  {t('results.firstPage')}
                </Link>
              )}
            </EmptyState>
          ) : (
            <ul
              className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${results.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data!.items.map((listing) => (
                <li key={listing.id}>
                  <ListingCard listing={listing} />
                </li>
              ))}
            </ul>
          )}
          {data && (
            <PageLinks
              page={data.page}
              pageCount={data.pageCount}
              hrefFor={hrefFor}
              labels={{
                label: t('pagination.label'),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
