import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { HarborScene } from '../../../components/illustrations/harbor-scene';
import { ArrowLink } from '../../../components/ui/arrow-link';

const STATS = ['response', 'occupancy', 'storm'] as const;

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden bg-sand" aria-labelledby="home-title">
      <div className="mx-auto grid max-w-[1200px] items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1.05fr_1fr] lg:px-6 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-ocean uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="home-title"
            className="mt-3 font-display text-4xl leading-tight font-semibold text-navy md:text-5xl lg:text-[3.4rem]"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-navy/80">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ArrowLink
              to="/ma-form"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-coral px-6 font-semibold text-white shadow-sm transition-colors hover:bg-coral-dark"
            >
              {t('hero.primary')}
            </ArrowLink>
            <Link
              to="/managed"
              className="inline-flex min-h-12 items-center justify-center rounded-xl border border-navy/20 bg-white px-6 font-semibold text-navy transition-colors hover:border-ocean hover:text-ocean"
            >
              {t('hero.secondary')}
            </Link>
          </div>
        </div>
        <HarborScene className="mx-auto w-full max-w-xl drop-shadow-xl lg:max-w-none" />
      </div>
      <div className="mx-auto max-w-[1200px] px-4 pb-12 lg:px-6">
        <dl className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm sm:grid-cols-3">
          {STATS.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse justify-end gap-1 border-navy/10 sm:border-l sm:pl-6 sm:first:border-l-0 sm:first:pl-0"
            >
              <dt className="text-sm text-navy/75">{t(`hero.stats.${key}.label`)}</dt>
              <dd className="font-display text-3xl font-semibold text-ocean">
                {t(`hero.stats.${key}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
