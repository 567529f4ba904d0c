import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout';
import { EmptyState, QueryError } from '../../../components/ui/list-states';
import { usePageMeta } from '../../../lib/page-meta';
import { citiesQuery, communitiesQuery } from '../../../entities/place/place-queries';
import { CommunityCard } from '../components/community-card';
import { ListHero } from '../../../components/public/list-hero';

/** /community: every community, narrowed to one city with ?city= (a link, so it can be shared). */
export default function CommunitiesPage() {
  const { t } = useTranslation('places');
  usePageMeta({ title: t('meta.communitiesTitle'), description: t('meta.communitiesDescription') });
  const [params] = useSearchParams();
  const cities = useQuery(citiesQuery);
  const known = cities.data?.some((c) => c.slug === params.get('city'));
  // An unknown ?city= is ignored rather than shown as an empty list.
  const city = known ? (params.get('city') ?? undefined) : undefined;
  const communities = useQuery(communitiesQuery(city));
  const cityName = cities.data?.find((c) => c.slug === city)?.name;

  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold ${
      active
        ? 'bg-navy text-white'
        : 'border border-navy/15 bg-white text-navy hover:border-ocean hover:text-ocean'
    }`;
  return (
    <PublicLayout>
      <ListHero
        id="communities-title"
        padding="py-10 md:py-14"
        text={(part) => t(`communities.${part}`)}
      >
        <nav aria-label={t('communities.filterLabel')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                to="/community"
                className={chip(!city)}
                aria-current={!city ? 'page' : undefined}
              >
                {t('communities.allCities')}
              </Link>
            </li>
            {(cities.data ?? []).map((c) => (
              <li key={c.slug}>
                <Link
                  to={`/community?city=${c.slug}`}
                  className={chip(city === c.slug)}
                  aria-current={city === c.slug ? 'page' : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </ListHero>
      <section
        aria-labelledby="communities-results"
        className="mx-auto max-w-[1200px] px-4 py-10 lg:px-6"
      >
        <h2
          id="communities-results"
          className="font-display text-2xl font-semibold text-navy"
          aria-live="polite"
        >
          {communities.data
            ? cityName
              ? t('communities.countIn', { count: communities.data.length, city: cityName })
              : t('communities.count', { count: communities.data.length })
            : t('states.loading')}
        </h2>
        <div className="mt-6">
          {communities.isPending ? (
            <div
              role="status"
              aria-label={t('states.loading')}
              className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            >
              {[0, 1, 2].map((i) => (
                <div key={i} className="h-80 animate-pulse rounded-2xl bg-sand" />
              ))}
            </div>
          ) : communities.isError ? (
            <QueryError
              query={communities}
              title={t('states.communitiesError')}
              retryLabel={t('states.retry')}
            />
          ) : communities.data.length === 0 ? (
            <EmptyState title={t('communities.emptyTitle')}>
              <Link to="/community" className="font-semibold text-ocean hover:underline">
                {t('communities.showAll')}
              </Link>
            </EmptyState>
          ) : (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {communities.data.map((c) => (
                <li key={c.id}>
                  <CommunityCard community={c} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </PublicLayout>
  );
}
