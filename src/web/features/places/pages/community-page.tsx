import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { CommunityDetail } from '../../../../shared/schemas/places';
import { localized } from '../../../components/layout/localized';
import { EmptyState } from '../../../components/ui/list-states';
import { PublicDetailPage } from '../../../components/public/public-detail-page';
import { PropertyFacade } from '../../../components/listing/facades/property-facade';
import { communityQuery } from '../../../entities/place/place-queries';
import { AmenityList } from '../../../components/listing/amenity-list';
import { COMMUNITY_FACADE } from '../components/community-card';
import { UnitCard } from '../components/unit-card';
import { Breadcrumbs } from '../../../components/public/breadcrumbs';
import { LabelledSection } from '../../../components/ui/labelled-section';

function CommunityHeader({ community }: { community: CommunityDetail }) {
  const { t, i18n } = useTranslation('places');
  const facts = [
    { key: 'kind', value: t(`kinds.${community.kind}`) },
    { key: 'units', value: String(community.unitsCount) },
    { key: 'listed', value: String(community.activeListingsCount) },
    ...(community.yearBuilt ? [{ key: 'built', value: String(community.yearBuilt) }] : []),
  ];
  return (
    <section aria-labelledby="community-title" className="bg-sand">
      <div className="mx-auto grid max-w-[1200px] gap-8 px-4 py-10 md:py-14 lg:grid-cols-[1.2fr_1fr] lg:px-6">
        <div className="min-w-0">
          <Breadcrumbs
            label={t('community.breadcrumbs')}
            trail={[
              { to: '/community', label: t('communities.title') },
              { to: `/community?city=${community.city.slug}`, label: community.city.name },
            ]}
          />
          <h1
            id="community-title"
            className="mt-4 font-display text-4xl font-semibold text-navy md:text-5xl"
          >
            {community.name}
          </h1>
          {community.isWaterfront && (
            <p className="mt-3 inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-ocean">
              {t('community.waterfront')}
            </p>
          )}
          <p className="mt-4 text-lg leading-relaxed text-navy/85">
            {localized(community.description, i18n.resolvedLanguage)}
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {facts.map((f) => (
              <div key={f.key} className="flex flex-col-reverse rounded-xl bg-white p-3">
                <dt className="text-sm text-navy/75">{t(`community.facts.${f.key}`)}</dt>
                <dd className="font-display text-xl font-semibold text-navy">{f.value}</dd>
              </div>
            ))}
          </dl>
          <Link
            to={`/marine-lifestyle/${community.city.slug}`}
            className="mt-6 inline-flex font-semibold text-ocean hover:underline"
          >
            {t('community.cityGuide', { city: community.city.name })}
          </Link>
        </div>
        <div className="aspect-[4/3] overflow-hidden rounded-2xl shadow-sm ring-1 ring-navy/10">
          <PropertyFacade
            kind={COMMUNITY_FACADE[community.kind]}
            seed={community.slug}
            className="h-full w-full"
          />
        </div>
      </div>
    </section>
  );
}

export default function CommunityPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('places');
  const query = useQuery(communityQuery(id));
  return (
    <PublicDetailPage
      query={query}
      meta={(community) => ({
        title: t('meta.communityTitle', { name: community.name, city: community.city.name }),
        description: localized(community.description, i18n.resolvedLanguage).slice(0, 160),
      })}
      loading={{
        title: t('meta.loading'),
        skeleton: <div className="h-80 animate-pulse rounded-2xl bg-sand" />,
      }}
      errorTitle={t('states.communityError')}
      retryLabel={t('states.retry')}
    >
      {(community) => <CommunityView community={community} />}
    </PublicDetailPage>
  );
}

function CommunityView({ community }: { community: CommunityDetail }) {
  const { t } = useTranslation('places');
  return (
    <>
      <CommunityHeader community={community} />
      {community.amenities.length > 0 && (
        <LabelledSection
          id="amenities-title"
          title={t('community.amenitiesTitle')}
          className="mx-auto max-w-[1200px] px-4 pt-12 lg:px-6"
          titleClassName="font-display text-3xl font-semibold text-navy"
        >
          <div className="mt-6">
            <AmenityList amenities={community.amenities} columns={3} />
          </div>
        </LabelledSection>
      )}
      <section aria-labelledby="units-title" className="mx-auto max-w-[1200px] px-4 py-12 lg:px-6">
        <h2 id="units-title" className="font-display text-3xl font-semibold text-navy">
          {t('community.unitsTitle')}
        </h2>
        <p className="mt-2 text-navy/80">
          {t('community.unitsLead', { count: community.units.length })}
        </p>
        {community.units.length === 0 ? (
          <div className="mt-6">
            <EmptyState title={t('community.noUnits')}>
              <Link to="/slp" className="font-semibold text-ocean hover:underline">
                {t('city.browseAll')}
              </Link>
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {community.units.map((unit) => (
              <li key={unit.id}>
                <UnitCard unit={unit} communitySlug={community.slug} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
