import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Phone } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { telHref } from '../../../components/layout/localized';
import { PublicLayout } from '../../../components/layout/public-layout';
import { PageHero } from '../../../components/public/page-hero';
import { Section } from '../../../components/public/section';
import { usePageMeta } from '../../../lib/page-meta';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { OwnerPlan } from '../components/owner-plan';
import { SeasonTimeline } from '../components/season-timeline';
import { StormAlertBanner } from '../components/storm-alert-banner';
import { StormChecklist } from '../components/storm-checklist';
import { StormTrackMap } from '../components/storm-track-map';

const OFFICIAL_LINKS = [
  { key: 'nhc', href: 'https://www.nhc.noaa.gov/' },
  { key: 'fdem', href: 'https://www.floridadisaster.org/' },
] as const;

export default function StormPage() {
  const { t } = useTranslation('storm');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const { data: settings } = useQuery(siteSettingsQuery);
  return (
    <PublicLayout>
      <div className="print:hidden">
        <PageHero
          eyebrow={t('hero.eyebrow')}
          title={t('hero.title')}
          lead={t('hero.lead')}
          art={<StormTrackMap />}
        >
          <StormAlertBanner />
        </PageHero>
      </div>

      <div className="print:hidden">
        <Section id="season-title" title={t('season.title')} lead={t('season.lead')} tone="sand">
          <SeasonTimeline />
        </Section>
      </div>

      <section aria-labelledby="checklist-title" className="bg-white">
        <div className="mx-auto max-w-[1200px] px-4 py-14 md:py-20 lg:px-6 print:p-0">
          <h2
            id="checklist-title"
            className="font-display text-3xl font-semibold text-navy md:text-4xl"
          >
            {t('checklist.title')}
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-navy/75 print:hidden">{t('checklist.lead')}</p>
          <div className="mt-8">
            <StormChecklist />
          </div>
        </div>
      </section>

      <div className="print:hidden">
        <Section id="plan-title" title={t('plan.title')} lead={t('plan.lead')} tone="navy">
          <OwnerPlan />
        </Section>

        <Section id="map-title" title={t('map.heading')} lead={t('map.lead')}>
          <div className="grid gap-10 lg:grid-cols-2">
            <div className="flex flex-col gap-4 text-lg text-navy/80">
              <p>{t('map.p1')}</p>
              <p>{t('map.p2')}</p>
              <p>{t('map.p3')}</p>
            </div>
            <div className="lg:hidden">
              <StormTrackMap />
            </div>
          </div>
        </Section>

        <Section id="contacts-title" title={t('contacts.title')} tone="sand">
          <ul className="grid gap-6 md:grid-cols-3">
            {settings && (
              <li className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="font-semibold text-navy">{t('contacts.ours')}</h3>
                <a
                  href={telHref(settings.emergencyPhone)}
                  className="mt-2 inline-flex items-center gap-2 text-xl font-semibold text-ocean hover:underline"
                >
                  <Phone className="h-5 w-5" aria-hidden="true" />
                  {settings.emergencyPhone}
                </a>
                <p className="mt-2 text-sm text-navy/75">{t('contacts.oursNote')}</p>
              </li>
            )}
            <li className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-navy">{t('contacts.emergency')}</h3>
              <p className="mt-2 text-xl font-semibold text-navy">911</p>
              <p className="mt-2 text-sm text-navy/75">{t('contacts.emergencyNote')}</p>
            </li>
            <li className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="font-semibold text-navy">{t('contacts.official')}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {OFFICIAL_LINKS.map((link) => (
                  <li key={link.key}>
                    <a
                      href={link.href}
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-2 text-ocean hover:underline"
                    >
                      {t(`contacts.links.${link.key}`)}
                      <ExternalLink className="h-4 w-4" aria-hidden="true" />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          </ul>
        </Section>
      </div>
    </PublicLayout>
  );
}
