import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { CityDetail } from '../../../../shared/schemas/places';
import { localized } from '../../../components/layout/localized';
import { citiesQuery } from '../../../entities/place/place-queries';
import { CitySkyline } from './skylines/city-skyline';

/** Navy band with the city's name, its line, links to the other guides, and its drawn skyline. */
export function CityHero({ city }: { city: CityDetail }) {
  const { t, i18n } = useTranslation('places');
  const cities = useQuery(citiesQuery);
  const others = (cities.data ?? []).filter((c) => c.slug !== city.slug);
  return (
    <section aria-labelledby="city-title" className="bg-navy text-white">
      <div className="mx-auto max-w-[1200px] px-4 pt-10 md:pt-14 lg:px-6">
        <p className="text-sm font-semibold tracking-wide text-aqua uppercase">
          {t('city.eyebrow')}
        </p>
        <h1 id="city-title" className="mt-2 font-display text-4xl font-semibold md:text-6xl">
          {city.name}, {city.state}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">
          {localized(city.tagline, i18n.resolvedLanguage)}
        </p>
        {others.length > 0 && (
          <nav aria-label={t('city.otherGuides')} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {others.map((c) => (
                <li key={c.slug}>
                  <Link
                    to={`/marine-lifestyle/${c.slug}`}
                    className="inline-flex min-h-9 items-center rounded-full border border-white/30 px-4 text-sm font-medium text-white hover:border-aqua hover:text-aqua"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <CitySkyline slug={city.slug} className="mt-6 block h-44 w-full md:h-64 lg:h-80" />
    </section>
  );
}
