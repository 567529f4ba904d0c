import { useQuery } from '@tanstack/react-query';
import { ListingImage } from '../../../components/listing/listing-image';
import { listingTitle } from '../../../../shared/listing-text';
import { Bath, BedDouble, Waves } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { localized } from '../../../components/layout/localized';
import { formatMarketingPrice } from '../../../../shared/money';
import { featuredCommunitiesQuery, featuredListingsQuery } from '../api/queries';
import { ArrowLink } from '../../../components/ui/arrow-link';

/** Featured communities and listings; each block only appears when the places API answers. */
export function HomeFeatured() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.resolvedLanguage ?? 'en';
  const communities = useQuery(featuredCommunitiesQuery);
  const listings = useQuery(featuredListingsQuery);
  const hasCommunities = (communities.data?.length ?? 0) > 0;
  const hasListings = (listings.data?.length ?? 0) > 0;
  if (!hasCommunities && !hasListings) return null;
  return (
    <div className="bg-sand/60">
      <div className="mx-auto flex max-w-[1200px] flex-col gap-16 px-4 py-16 lg:px-6">
        {hasCommunities && (
          <section aria-labelledby="featured-communities">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2
                id="featured-communities"
                className="font-display text-3xl font-semibold text-navy"
              >
                {t('featured.communities')}
              </h2>
              <ArrowLink to="/community">{t('featured.allCommunities')}</ArrowLink>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {communities.data!.map((c) => (
                <li key={c.id} className="rounded-2xl bg-white p-6 shadow-sm">
                  <p className="text-sm font-medium text-ocean">
                    {c.city.name} · {t(`featured.kinds.${c.kind}`)}
                  </p>
                  <h3 className="mt-2 font-display text-xl font-semibold text-navy">
                    <Link to={`/community/${c.slug}`} className="hover:text-ocean hover:underline">
                      {c.name}
                    </Link>
                  </h3>
                  <p className="mt-2 line-clamp-3 text-navy/75">
                    {localized(c.description, language)}
                  </p>
                  <p className="mt-4 flex items-center gap-2 text-sm text-navy/75">
                    {c.isWaterfront && <Waves className="h-4 w-4 text-ocean" aria-hidden="true" />}
                    {c.isWaterfront ? `${t('featured.waterfront')} · ` : ''}
                    {t('featured.activeListings', { count: c.activeListingsCount })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}
        {hasListings && (
          <section aria-labelledby="featured-listings">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="featured-listings" className="font-display text-3xl font-semibold text-navy">
                {t('featured.listings')}
              </h2>
              <ArrowLink to="/slp">{t('featured.allListings')}</ArrowLink>
            </div>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {listings.data!.map((l) => (
                <li key={l.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
                  <div className="aspect-[4/3] bg-sand">
                    <ListingImage
                      photo={l.coverPhoto}
                      kind={l.property.kind}
                      seed={l.id}
                      alt={listingTitle(l, i18n.language)}
                      sizes="(min-width: 768px) 33vw, 100vw"
                    />
                  </div>
                  <div className="p-6">
                    <p className="text-sm font-medium text-ocean">
                      {l.city.name} ·{' '}
                      {t(l.purpose === 'rent' ? 'featured.forRent' : 'featured.forSale')}
                    </p>
                    <h3 className="mt-2 font-display text-xl font-semibold text-navy">
                      <Link
                        to={`/slp/property/${l.id}`}
                        className="hover:text-ocean hover:underline"
                      >
                        {listingTitle(l, i18n.language)}
                      </Link>
                    </h3>
                    <p className="mt-3 text-2xl font-semibold text-navy">
                      {formatMarketingPrice(l.priceCents, language, l.currency)}
                      {l.purpose === 'rent' && (
                        <span className="text-base font-normal text-navy/70">
                          {' '}
                          {t('featured.perMonth')}
                        </span>
                      )}
                    </p>
                    <p className="mt-3 flex gap-4 text-sm text-navy/75">
                      <span className="flex items-center gap-1">
                        <BedDouble className="h-4 w-4" aria-hidden="true" />
                        {t('featured.bedrooms', { count: l.unit.bedrooms })}
                      </span>
                      <span className="flex items-center gap-1">
                        <Bath className="h-4 w-4" aria-hidden="true" />
                        {t('featured.baths', { count: l.unit.baths })}
                      </span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
