import { useQuery } from '@tanstack/react-query';
import { CloudLightning, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { siteSettingsQuery } from '../../lib/site-settings-query';
import { BrandLogo } from './brand-logo';
import { localized, telHref } from './localized';

const FOOTER_GROUPS = [
  {
    headingKey: 'footer.company',
    links: [
      { to: '/blu-world', labelKey: 'footer.team' },
      { to: '/managed', labelKey: 'footer.management' },
      { to: '/compare', labelKey: 'footer.plans' },
      { to: '/storm', labelKey: 'footer.stormPlan' },
      { to: '/blog', labelKey: 'footer.blog' },
    ],
  },
  {
    headingKey: 'footer.partners',
    links: [
      { to: '/collaboration', labelKey: 'footer.vendors' },
      { to: '/sbp', labelKey: 'footer.brokers' },
    ],
  },
  {
    headingKey: 'footer.legal',
    links: [
      { to: '/terms-and-conditions', labelKey: 'footer.terms' },
      { to: '/privacy-policy', labelKey: 'footer.privacy' },
    ],
  },
] as const;

// Read once when the bundle loads: the copyright year needs no re-render.
const YEAR = new Date().getFullYear();

export function PublicFooter() {
  const { t, i18n } = useTranslation('layout');
  const { data: settings } = useQuery(siteSettingsQuery);
  return (
    <footer className="bg-navy text-white/85 print:hidden">
      <div className="border-b border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-5 sm:flex-row sm:items-center lg:px-6">
          <CloudLightning className="h-6 w-6 shrink-0 text-aqua" aria-hidden="true" />
          <p className="text-sm">{t('footer.stormNote')}</p>
          <Link
            to="/storm"
            className="shrink-0 text-sm font-semibold text-aqua underline-offset-4 hover:underline sm:ml-auto"
          >
            {t('footer.stormLink')}
          </Link>
        </div>
      </div>
      <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 md:grid-cols-3 lg:grid-cols-5 lg:px-6">
        <div className="col-span-2 md:col-span-3 lg:col-span-2">
          <BrandLogo brandName={settings?.brandName} inverted />
          {settings && (
            <>
              <p className="mt-4 max-w-sm text-sm">
                {localized(settings.tagline, i18n.resolvedLanguage)}
              </p>
              <h2 className="sr-only">{t('footer.contact')}</h2>
              <address className="mt-6 flex flex-col gap-3 text-sm not-italic">
                <span className="flex gap-2">
                  <MapPin
                    className="h-4 w-4 shrink-0 translate-y-0.5 text-aqua"
                    aria-hidden="true"
                  />
                  {settings.address}
                </span>
                <a
                  href={telHref(settings.phone)}
                  className="flex gap-2 hover:text-white hover:underline"
                >
                  <Phone
                    className="h-4 w-4 shrink-0 translate-y-0.5 text-aqua"
                    aria-hidden="true"
                  />
                  {settings.phone}
                </a>
                <a
                  href={`mailto:${settings.supportEmail}`}
                  className="flex gap-2 hover:text-white hover:underline"
                >
                  <Mail className="h-4 w-4 shrink-0 translate-y-0.5 text-aqua" aria-hidden="true" />
                  {settings.supportEmail}
                </a>
                <span>
                  {t('footer.hours')}: {localized(settings.officeHours, i18n.resolvedLanguage)}
                </span>
                <span>
                  {t('footer.emergency')}:{' '}
                  <a
                    href={telHref(settings.emergencyPhone)}
                    className="font-semibold text-white hover:underline"
                  >
                    {settings.emergencyPhone}
                  </a>
                </span>
              </address>
            </>
          )}
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.headingKey} aria-labelledby={`footer-${group.headingKey}`}>
            <h2
              id={`footer-${group.headingKey}`}
              className="font-display text-lg font-semibold text-white"
            >
              {t(group.headingKey)}
            </h2>
            <ul className="mt-4 flex flex-col gap-1 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-9 items-center hover:text-white hover:underline"
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-3 px-4 py-6 text-xs text-white/75 sm:flex-row sm:items-center sm:justify-between lg:px-6">
          <p>{t('footer.copyright', { year: YEAR, legalName: settings?.legalName ?? '' })}</p>
          {settings && settings.socialLinks.length > 0 && (
            <ul className="flex gap-4" aria-label={t('footer.social')}>
              {settings.socialLinks.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    rel="noopener noreferrer"
                    className="hover:text-white hover:underline"
                  >
                    {t(`footer.networks.${s.network}`)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
