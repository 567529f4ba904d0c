import { useQuery } from '@tanstack/react-query';
import { listingDescription, listingTitle } from '../../../shared/listing-text';
import { MapPin } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { ListingDetail } from '../../../shared/schemas/listings';
import { AmenityList } from '../../components/listing/amenity-list';
import { ContactSection } from './contact-section';
import { PublicDetailPage } from '../../components/public/public-detail-page';
import { listingQuery } from '../../entities/listing/listing-query';
import { HomeFacts } from '../../components/listing/home-facts';
import { ListingGallery } from '../../components/listing/listing-gallery';
import { ApplyForHomeLink } from '../../components/listing/apply-for-home-link';
import { ListingPrice } from '../../components/listing/listing-price';
import { Breadcrumbs } from '../../components/public/breadcrumbs';
import { AvailableFrom, ContactCta, OfferBadges } from '../../components/listing/offer-status';

function ListingBreadcrumbs({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useTranslation('listings');
  return (
    <Breadcrumbs
      label={t('detail.breadcrumbs')}
      trail={[
        { to: '/slp', label: t('detail.allListings') },
        { to: `/slp?city=${listing.city.slug}`, label: listing.city.name },
      ]}
      current={{ label: listingTitle(listing, i18n.language), truncate: true }}
    />
  );
}

/** The price card: price, status, facts, availability and the way to ask about the home. */
function OfferCard({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listings');
  const available = listing.availableFrom;
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/10 lg:sticky lg:top-24">
      <OfferBadges purpose={listing.purpose} status={listing.status} />
      <ListingPrice listing={listing} className="mt-4 text-3xl" />
      <div className="mt-4">
        <HomeFacts
          bedrooms={listing.unit.bedrooms}
          baths={listing.unit.baths}
          sizeSqFt={listing.unit.sizeSqFt}
          size="lg"
        />
      </div>
      {listing.purpose === 'rent' && <AvailableFrom day={available} className="mt-4" />}
      {listing.purpose === 'rent' && listing.status === 'active' && (
        <ApplyForHomeLink listingId={listing.id} className="mt-6" />
      )}
      <ContactCta className="mt-3">{t('detail.contactCta')}</ContactCta>
    </div>
  );
}

export default function ListingPage() {
  const { propertyId = '' } = useParams();
  const { t, i18n } = useTranslation(['listings', 'places']);
  const query = useQuery(listingQuery(propertyId));
  return (
    <PublicDetailPage
      query={query}
      meta={(listing) => ({
        title: `${listingTitle(listing, i18n.language)} · ${listing.city.name}`,
        description: listingDescription(listing, i18n.language).slice(0, 160),
      })}
      loading={{
        title: t('detail.loadingTitle'),
        description: t('search.metaDescription'),
        skeleton: (
          <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
            <div className="aspect-[4/3] animate-pulse rounded-2xl bg-sand" />
            <div className="h-72 animate-pulse rounded-2xl bg-slate-100" />
          </div>
        ),
      }}
      errorTitle={t('detail.errorTitle')}
      retryLabel={t('results.retry')}
    >
      {(listing) => <ListingView listing={listing} />}
    </PublicDetailPage>
  );
}

function ListingView({ listing }: { listing: ListingDetail }) {
  const { t, i18n } = useTranslation(['listings', 'places']);
  const title = listingTitle(listing, i18n.language);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 md:py-10 lg:px-6">
      <article aria-labelledby="listing-title">
        <ListingBreadcrumbs listing={listing} />
        <header className="mt-4">
          <p className="text-sm font-semibold tracking-wide text-ocean uppercase">
            {t(`kinds.${listing.property.kind}`)} ·{' '}
            {listing.property.neighborhood || listing.city.name}
          </p>
          <h1
            id="listing-title"
            className="mt-2 font-display text-3xl font-semibold text-navy md:text-4xl"
          >
            {title}
          </h1>
        </header>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
          <div className="flex min-w-0 flex-col gap-10">
            <ListingGallery
              photos={listing.photos}
              kind={listing.property.kind}
              seed={listing.id}
              title={title}
            />
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="font-display text-2xl font-semibold text-navy">
                {t('detail.about')}
              </h2>
              <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-navy/85">
                {listingDescription(listing, i18n.language)}
              </p>
            </section>
            <LocationSection listing={listing} />
            {(listing.unit.amenities.length > 0 ||
              (listing.community?.amenities.length ?? 0) > 0) && (
              <section aria-labelledby="amenities-title">
                <h2 id="amenities-title" className="font-display text-2xl font-semibold text-navy">
                  {t('detail.amenities')}
                </h2>
                <div className="mt-4">
                  <AmenityList
                    amenities={[
                      ...new Set([
                        ...listing.unit.amenities,
                        ...(listing.community?.amenities ?? []),
                      ]),
                    ]}
                  />
                </div>
              </section>
            )}
            <ContactSection unitId={listing.unit.id} listingId={listing.id} />
          </div>
          <aside aria-label={t('detail.offer')} className="order-first lg:order-none">
            <OfferCard listing={listing} />
          </aside>
        </div>
      </article>
    </div>
  );
}

function LocationSection({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation(['listings', 'places']);
  const { property, city, community, unit } = listing;
  return (
    <section aria-labelledby="location-title">
      <h2 id="location-title" className="font-display text-2xl font-semibold text-navy">
        {t('detail.location')}
      </h2>
      <p className="mt-3 flex items-start gap-2 text-navy/85">
        <MapPin className="mt-1 size-5 shrink-0 text-ocean" aria-hidden="true" />
        <span>
          {property.addressLine}, {city.name}, {city.state} {property.postalCode}
          {unit.floor !== null && <> · {t('detail.floor', { floor: unit.floor })}</>}
        </span>
      </p>
      <ul className="mt-4 flex flex-col gap-2 text-ocean">
        {community && (
          <li>
            <Link to={`/community/${community.slug}`} className="font-semibold hover:underline">
              {t('detail.partOf', {
                name: community.name,
                kind: t(`places:kinds.${community.kind}`),
              })}
            </Link>
          </li>
        )}
        <li>
          <Link to={`/marine-lifestyle/${city.slug}`} className="font-semibold hover:underline">
            {t('detail.cityGuide', { city: city.name })}
          </Link>
        </li>
      </ul>
    </section>
  );
}
