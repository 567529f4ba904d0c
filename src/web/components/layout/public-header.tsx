import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { Link, NavLink } from 'react-router';
import { siteSettingsQuery } from '../../lib/site-settings-query';
import { AccountLink } from './account-link';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { PUBLIC_NAV_ITEMS } from './public-nav-items';

/** A section shown in the header only from a width (the menu below 768 px always lists it). */
const HIDDEN_BELOW = { lg: 'md:max-lg:hidden', xl: 'md:max-xl:hidden' } as const;

export function PublicHeader() {
  const { t } = useTranslation('layout');
  const { data: settings } = useQuery(siteSettingsQuery);
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-navy/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex max-w-[1200px] items-center justify-between gap-3 px-4 py-2 lg:px-6">
        <Link
          to="/"
          className="rounded-lg py-1"
          aria-label={t('homeLink', { brand: settings?.brandName ?? '' })}
        >
          <BrandLogo brandName={settings?.brandName} />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-2">
            {PUBLIC_NAV_ITEMS.map((item) => (
              <li
                key={item.to}
                className={'headerFrom' in item ? HIDDEN_BELOW[item.headerFrom] : undefined}
              >
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    `relative inline-flex min-h-11 items-center rounded-lg px-1.5 text-sm font-medium whitespace-nowrap lg:px-3 ${
                      isActive
                        ? 'text-navy after:absolute after:inset-x-1.5 after:bottom-1 after:h-0.5 after:rounded-full after:bg-aqua lg:after:inset-x-3'
                        : 'text-navy/80 hover:text-ocean'
                    }`
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden shrink-0 items-center gap-1 md:flex lg:gap-2">
          <LanguageSwitch />
          <AccountLink />
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
