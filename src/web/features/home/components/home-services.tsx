import { Anchor, CloudLightning, ConciergeBell, KeyRound } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLink } from '../../../components/ui/arrow-link';

const SERVICES = [
  { key: 'management', to: '/managed', Icon: KeyRound },
  { key: 'concierge', to: '/concierge', Icon: ConciergeBell },
  { key: 'storm', to: '/storm', Icon: CloudLightning },
  { key: 'marine', to: '/marine-lifestyle/miami', Icon: Anchor },
] as const;

export function HomeServices() {
  const { t } = useTranslation('home');
  return (
    <section
      className="mx-auto max-w-[1200px] px-4 py-16 lg:px-6 lg:py-24"
      aria-labelledby="services-title"
    >
      <h2 id="services-title" className="font-display text-3xl font-semibold text-navy md:text-4xl">
        {t('services.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-navy/75">{t('services.lead')}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ key, to, Icon }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-navy/10 bg-white p-6 shadow-sm"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-sand text-ocean">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 font-display text-xl font-semibold text-navy">
              {t(`services.${key}.title`)}
            </h3>
            <p className="mt-2 flex-1 text-navy/75">{t(`services.${key}.body`)}</p>
            <ArrowLink
              to={to}
              className="mt-5 inline-flex items-center gap-1 font-semibold text-ocean underline-offset-4 hover:underline"
            >
              {t(`services.${key}.link`)}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
