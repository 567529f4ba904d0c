import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/session/session-context';
import { roleLabel } from '../../lib/role-label';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { siteSettingsQuery } from '../../lib/site-settings-query';
import { DemoAccountsBanner } from './demo-accounts-banner';
import { MobileNav } from './mobile-nav';
import { PortalBrand } from './portal-brand';
import { PortalNav } from './portal-nav';
import { UserMenu } from './user-menu';

export function SectionLoading() {
  const { t } = useTranslation('portal');
  return (
    <div role="status" className="flex items-center gap-3 py-16 text-slate-600">
      <LoaderCircle className="size-5 animate-spin text-ocean" aria-hidden="true" />
      {t('loadingSection')}
    </div>
  );
}

/** The portal frame: sidebar (a menu panel below 768 px), top bar, and the page. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('portal');
  const { role } = useSession();
  const { data: settings } = useQuery(siteSettingsQuery);
  const brandName = settings?.brandName ?? 'Blu';

  return (
    <div className="min-h-screen bg-slate-50 font-sans text-slate-900 md:flex">
      <a
        href="#portal-main"
        className="sr-only z-50 rounded-lg bg-white px-3 py-2 font-semibold text-navy shadow-lg focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <aside className="hidden w-60 shrink-0 bg-navy md:block lg:w-64">
        {/* The navy runs the full page; the contents stay in view. */}
        <div className="sticky top-0 flex h-screen flex-col gap-6 overflow-y-auto px-3 py-4">
          <div className="px-2">
            <PortalBrand brandName={brandName} onNavy />
          </div>
          <PortalNav />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 shadow-[0_1px_0_0_rgb(11_37_69/0.04)] backdrop-blur md:px-6">
          <MobileNav brandName={brandName} />
          <div className="min-w-0 md:hidden">
            <PortalBrand brandName={brandName} />
          </div>
          <div className="ml-auto flex items-center gap-2 md:gap-3">
            {role && (
              <span
                className="rounded-full border border-ocean/25 bg-ocean/10 px-2.5 py-0.5 text-xs font-semibold text-ocean"
                aria-label={t('roleBadge', { role: roleLabel(role, t) })}
              >
                {roleLabel(role, t)}
              </span>
            )}
            <NotificationBell />
            <UserMenu />
          </div>
        </header>
        <DemoAccountsBanner show={settings?.demoAccounts === true} />
        <main
          id="portal-main"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none md:px-8"
        >
          <div className="mx-auto max-w-[1200px]">
            <Suspense fallback={<SectionLoading />}>{children}</Suspense>
          </div>
        </main>
      </div>
    </div>
  );
}
