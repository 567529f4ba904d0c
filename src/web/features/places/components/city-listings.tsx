import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { CityDetail } from '../../../../shared/schemas/places';
import { EmptyState, ErrorState } from '../../../components/ui/list-states';
import { cityListingsQuery } from '../../../entities/listing/city-listings-query';
import { ListingCard } from '../../../components/listing/listing-card';
import { ListingGridSkeleton } from '../../../components/listing/listing-grid-skeleton';
import { ArrowLink } from '../../../components/ui/arrow-link';

/** The newest homes listed in the city, with the way into the full search for it. */
export function CityListings({ city }: { city: CityDetail }) {
  const { t } = useTranslation('places');
  const listings = useQuery(cityListingsQuery(city.slug));
  return (
    <section aria-labelledby="city-listings" className="mx-auto max-w-[1200px] px-4 py-14 lg:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="city-listings" className="font-display text-3xl font-semibold text-navy">
          {t('city.listingsTitle', { city: city.name })}
        </h2>
        {listings.data && listings.data.total > 0 && (
          <ArrowLink to={`/slp?city=${city.slug}`}>
            {t('city.allListings', { count: listings.data.total, city: city.name })}
          </ArrowLink>
        )}
      </div>
      <div className="mt-8">
        {listings.isPending ? (
          <ListingGridSkeleton label={t('states.loading')} count={3} />
        ) : listings.isError ? (
          <ErrorState
            title={t('states.listingsError')}
            retryLabel={t('states.retry')}
            onRetry={() => void listings.refetch()}
          />
        ) : listings.data.items.length === 0 ? (
          <EmptyState title={t('city.noListings', { city: city.name })}>
            <Link to="/slp" className="font-semibold text-ocean hover:underline">
              {t('city.browseAll')}
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {listings.data.items.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
