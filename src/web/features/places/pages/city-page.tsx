import { useQuery } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router';
import type { CityDetail } from '../../../../shared/schemas/places';
import { localized } from '../../../components/layout/localized';
import { WaterLines } from '../../../components/illustrations/water-lines';
import { PublicDetailPage } from '../../../components/public/public-detail-page';
import { cityQuery } from '../../../entities/place/place-queries';
import { CityHero } from '../components/city-hero';
import { CityListings } from '../components/city-listings';
import { CommunityCard } from '../components/community-card';
import { MarinaList } from '../components/marina-list';

function GuideSection({ city }: { city: CityDetail }) {
  const { t, i18n } = useTranslation('places');
  const language = i18n.resolvedLanguage;
  const facts = [
    { key: 'marinas', value: city.marinas.length },
    { key: 'communities', value: city.communitiesCount },
    { key: 'listings', value: city.activeListingsCount },
  ] as const;
  return (
    <section aria-labelledby="guide-title" className="mx-auto max-w-[1200px] px-4 py-14 lg:px-6">
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div>
          <h2 id="guide-title" className="font-display text-3xl font-semibold text-navy">
            {t('city.guideTitle', { city: city.name })}
          </h2>
          <WaterLines className="mt-4 h-5 w-36" />
          {localized(city.guide, language)
            .split(/\n{2,}/)
            .map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-5 text-lg leading-relaxed text-navy/85">
                {paragraph}
              </p>
            ))}
        </div>
        <dl className="grid h-fit grid-cols-3 gap-4 rounded-2xl bg-sand p-6 lg:grid-cols-1">
          {facts.map(({ key, value }) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="text-sm text-navy/75">{t(`city.facts.${key}`, { count: value })}</dt>
              <dd className="font-display text-4xl font-semibold text-ocean">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export default function CityPage() {
  const { city: slug = '' } = useParams();
  const { t, i18n } = useTranslation('places');
  const query = useQuery(cityQuery(slug));
  return (
    <PublicDetailPage
      query={query}
      meta={(city) => ({
        title: t('meta.cityTitle', { city: city.name, state: city.state }),
        description: localized(city.tagline, i18n.resolvedLanguage),
      })}
      loading={{
        title: t('meta.loading'),
        skeleton: <div className="h-72 animate-pulse rounded-2xl bg-sand" />,
      }}
      errorTitle={t('states.cityError')}
      retryLabel={t('states.retry')}
    >
      {(city) => <CityView city={city} />}
    </PublicDetailPage>
  );
}

function CityView({ city }: { city: CityDetail }) {
  const { t, i18n } = useTranslation('places');
  const language = i18n.resolvedLanguage;
  const communities = [...city.communities].sort(
    (a, b) => Number(b.isWaterfront) - Number(a.isWaterfront),
  );
  return (
    <>
      <CityHero city={city} />
      <GuideSection city={city} />
      <section
        aria-labelledby={city.marinas.length > 0 ? 'marinas-title' : 'boating-title'}
        className="bg-sand/60"
      >
        <div className="mx-auto max-w-[1200px] px-4 py-14 lg:px-6">
          {/* An admin may list no marinas (/portal/cities): then only the boating notes show. */}
          {city.marinas.length > 0 && (
            <>
              <h2 id="marinas-title" className="font-display text-3xl font-semibold text-navy">
                {t('city.marinasTitle')}
              </h2>
              <p className="mt-2 max-w-2xl text-navy/80">
                {t('city.marinasLead', { city: city.name })}
              </p>
              <div className="mt-8">
                <MarinaList marinas={city.marinas} />
              </div>
            </>
          )}
          <aside
            aria-labelledby="boating-title"
            className="mt-10 flex first:mt-0 flex-col gap-3 rounded-2xl border-l-4 border-aqua bg-white p-6 md:flex-row md:gap-5"
          >
            <LifeBuoy className="size-8 shrink-0 text-ocean" aria-hidden="true" />
            <div>
              <h3 id="boating-title" className="font-display text-xl font-semibold text-navy">
                {t('city.boatingTitle', { city: city.name })}
              </h3>
              <p className="mt-2 leading-relaxed text-navy/85">
                {localized(city.boatingNotes, language)}
              </p>
            </div>
          </aside>
        </div>
      </section>
      {communities.length > 0 && (
        <section
          aria-labelledby="communities-title"
          className="mx-auto max-w-[1200px] px-4 pt-14 lg:px-6"
        >
          <h2 id="communities-title" className="font-display text-3xl font-semibold text-navy">
            {t('city.communitiesTitle', { city: city.name })}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {communities.map((c) => (
              <li key={c.id}>
                <CommunityCard community={c} showCity={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CityListings city={city} />
    </>
  );
}
