import { lazy, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useOrganizationJsonLd } from '../../lib/page-meta';
import { ControlsOnceHydrated } from './controls-once-hydrated';
import { LateSection } from './late-section';
import { PublicHeader } from './public-header';
import { StormAlertStrip } from './storm-alert-strip';

// Below the fold on every page: it arrives right after the page is interactive.
const PublicFooter = lazy(() =>
  import('./public-footer').then((m) => ({ default: m.PublicFooter })),
);

/**
 * The frame of every public page: skip link, storm strip, sticky header, main landmark, footer.
 * Pages pass their own <h1> inside `children`.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  useOrganizationJsonLd();
  return (
    <div className="flex min-h-screen flex-col bg-white text-navy">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-navy px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skipLink')}
      </a>
      <ControlsOnceHydrated>
        <StormAlertStrip />
        <PublicHeader />
      </ControlsOnceHydrated>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ControlsOnceHydrated>{children}</ControlsOnceHydrated>
      </main>
      {/* The footer's code comes after the page's: the page is hydrated before the footer is, and
          until the footer is, a click on one of its links is the browser's own (a full load). Its
          region counts as hydrated only once it is (LateSection). */}
      <LateSection>
        <PublicFooter />
      </LateSection>
    </div>
  );
}
