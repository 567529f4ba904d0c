import { useQuery } from '@tanstack/react-query';
import { listingTitle } from '../../../shared/listing-text';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import type { UnitDetail } from '../../../shared/schemas/places';
import { HomeFacts } from '../../components/listing/home-facts';
import { ListingGallery } from '../../components/listing/listing-gallery';
import { ApplyForHomeLink } from '../../components/listing/apply-for-home-link';
import { ListingPrice } from '../../components/listing/listing-price';
import { formatNumber } from '../../lib/format';
import { unitQuery } from '../../entities/place/place-queries';
import { AmenityList } from '../../components/listing/amenity-list';
import { ContactSection } from './contact-section';
import { PublicDetailPage } from '../../components/public/public-detail-page';
import { ArrowLink } from '../../components/ui/arrow-link';
import { Breadcrumbs } from '../../components/public/breadcrumbs';
import { AvailableFrom, ContactCta, OfferBadges } from '../../components/listing/offer-status';

function Availability({ unit }: { unit: UnitDetail }) {
  const { t } = useTranslation(['places', 'listings']);
  const listing = unit.listing;
  if (!listing) return <p className="text-navy/80">{t('unit.notOfferedLong')}</p>;
  const from = listing.availableFrom;
  return (
    <div className="flex flex-col gap-3">
      <OfferBadges purpose={listing.purpose} status={listing.status} />
      <ListingPrice listing={listing} className="text-3xl" />
      <AvailableFrom day={from} className="" />
      {listing.purpose === 'rent' && listing.status === 'active' && (
        <ApplyForHomeLink listingId={listing.id} />
      )}
      <ArrowLink to={`/slp/property/${listing.id}`}>{t('unit.seeListing')}</ArrowLink>
    </div>
  );
}

/** /community/{condo}/{id}: one residence of a community, its numbers and a way to ask about it. */
export default function UnitPage() {
  const { condo = '', id = '' } = useParams();
  const { t } = useTranslation('places');
  const query = useQuery(unitQuery(id));
  const unit = query.data;
  // The URL names the community: a unit reached under another one's name does not exist there.
  const mismatch =
    !!unit && (!unit.community || (unit.community.slug !== condo && unit.community.id !== condo));
  return (
    <PublicDetailPage
      query={query}
      mismatch={mismatch}
      meta={(unit) => ({
        title: t('meta.unitTitle', { label: unit.label, name: unit.community!.name }),
        description: t('meta.unitDescription', {
          bedrooms: unit.bedrooms,
          name: unit.community!.name,
          city: unit.city.name,
        }),
      })}
      loading={{
        title: t('meta.loading'),
        skeleton: <div className="aspect-[4/3] max-h-96 animate-pulse rounded-2xl bg-sand" />,
      }}
      errorTitle={t('states.unitError')}
      retryLabel={t('states.retry')}
    >
      {(unit) => <UnitView unit={unit} community={unit.community!} />}
    </PublicDetailPage>
  );
}

function UnitView({
  unit,
  community,
}: {
  unit: UnitDetail;
  community: NonNullable<UnitDetail['community']>;
}) {
  const { t, i18n } = useTranslation('places');
  const amenities = [...new Set([...unit.amenities, ...community.amenities])];
  return (
    <article
      aria-labelledby="unit-title"
      className="mx-auto max-w-[1200px] px-4 py-8 md:py-10 lg:px-6"
    >
      <Breadcrumbs
        label={t('community.breadcrumbs')}
        trail={[
          { to: '/community', label: t('communities.title') },
          { to: `/community/${community.slug}`, label: community.name },
        ]}
        current={{ label: t('unit.name', { label: unit.label }) }}
      />
      <header className="mt-4">
        <p className="text-sm font-semibold tracking-wide text-ocean uppercase">
          {community.name} · {unit.city.name}
        </p>
        <h1
          id="unit-title"
          className="mt-2 font-display text-3xl font-semibold text-navy md:text-4xl"
        >
          {t('unit.title', { label: unit.label, count: unit.bedrooms })}
        </h1>
      </header>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <div className="flex min-w-0 flex-col gap-10">
          <ListingGallery
            photos={unit.photos}
            kind={unit.property.kind}
            seed={unit.listing?.id ?? unit.id}
            title={unit.listing ? listingTitle(unit.listing, i18n.language) : unit.label}
          />
          <section aria-labelledby="unit-facts-title">
            <h2 id="unit-facts-title" className="font-display text-2xl font-semibold text-navy">
              {t('unit.factsTitle')}
            </h2>
            <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {[
                ['bedrooms', unit.bedrooms === 0 ? t('unit.studio') : String(unit.bedrooms)],
                ['baths', String(unit.baths)],
                ['size', formatNumber(unit.sizeSqFt, i18n.resolvedLanguage)],
                ['floor', unit.floor === null ? '—' : String(unit.floor)],
              ].map(([key, value]) => (
                <div key={key} className="flex flex-col-reverse rounded-xl bg-sand p-4">
                  <dt className="text-sm text-navy/75">{t(`unit.facts.${key}`)}</dt>
                  <dd className="font-display text-2xl font-semibold text-navy">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-navy/80">
              {unit.property.addressLine}, {unit.city.name}, {unit.city.state}{' '}
              {unit.property.postalCode}
            </p>
          </section>
          {amenities.length > 0 && (
            <section aria-labelledby="unit-amenities-title">
              <h2
                id="unit-amenities-title"
                className="font-display text-2xl font-semibold text-navy"
              >
                {t('unit.amenitiesTitle')}
              </h2>
              <div className="mt-4">
                <AmenityList amenities={amenities} />
              </div>
            </section>
          )}
          <ContactSection unitId={unit.id} listingId={unit.listing?.id} />
        </div>
        <aside aria-label={t('unit.offer')} className="order-first lg:order-none">
          <div className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy/10 lg:sticky lg:top-24">
            <HomeFacts
              bedrooms={unit.bedrooms}
              baths={unit.baths}
              sizeSqFt={unit.sizeSqFt}
              size="lg"
            />
            <Availability unit={unit} />
            <ContactCta className="">{t('unit.contactCta')}</ContactCta>
          </div>
        </aside>
      </div>
    </article>
  );
}
