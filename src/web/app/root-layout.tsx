import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { can } from '../../shared/permissions';
import { BrandedLoader } from '../components/ui/branded-loader';
import { NotificationsProvider } from '../features/notifications/components/notifications-provider';
import { useSession } from '../lib/session/session-context';
import { ViewAsCacheReset } from './view-as-cache-reset';

const ImpersonationBanner = lazy(() =>
  import('../features/impersonation/components/impersonation-banner').then((m) => ({
    default: m.ImpersonationBanner,
  })),
);

/** The banner's code and translations load only for a real admin who is viewing as a role. */
function ImpersonationBannerSlot() {
  const { realRole, impersonatedRole } = useSession();
  return can(realRole, 'impersonate:role:any') && impersonatedRole ? <ImpersonationBanner /> : null;
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <NotificationsProvider>
      <ScrollToTop />
      <ViewAsCacheReset />
      {/* Inside the boundary: the banner's translations load like a page's. */}
      <Suspense fallback={<BrandedLoader />}>
        <ImpersonationBannerSlot />
        <Outlet />
      </Suspense>
    </NotificationsProvider>
  );
}
