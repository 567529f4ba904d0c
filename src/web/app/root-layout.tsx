import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { can } from '../../shared/permissions';
import { BrandedLoader } from '../components/ui/branded-loader';
import { NotificationsProvider } from '../features/notifications/components/notifications-provider';
import { useSession } from '../lib/session/session-context';
import { MarkHydrated } from '../lib/hydration';
import { SlowPageLoader } from './slow-page-loader';
import { ViewAsCacheReset } from './view-as-cache-reset';

const ImpersonationBanner = lazy(() =>
  import('../features/view-as/components/impersonation-banner').then((m) => ({
    default: m.ImpersonationBanner,
  })),
);

/** The banner's code and translations load only for a real admin who is viewing as a role. */
function ImpersonationBannerSlot() {
  const { realRole, impersonatedRole } = useSession();
  return can(realRole, 'impersonate:role:any') && impersonatedRole ? <ImpersonationBanner /> : null;
}

/** A new path starts at the top; the first page keeps the reader where they are. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    // On the first page the browser has placed the reader already, and they may have scrolled a
    // server-drawn page before the script took it over: sending them back up would lose their place.
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <NotificationsProvider>
      <ScrollToTop />
      <ViewAsCacheReset />
      <SlowPageLoader />
      {/* Inside the boundary: the banner's translations load like a page's. */}
      <Suspense fallback={<BrandedLoader />}>
        <ImpersonationBannerSlot />
        <Outlet />
        <MarkHydrated />
      </Suspense>
    </NotificationsProvider>
  );
}
