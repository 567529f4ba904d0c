import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/session/session-context';
import { isPortalPath, portalLoaderMessage, publicLoaderKey } from './loader-message';

function PortalLoaderMessage() {
  const { role } = useSession();
  return portalLoaderMessage(role);
}

// Without Suspense: the loader is itself what a waiting page shows. A public page has the
// `layout` texts in hand (its header reads them); until they are, the loader shows the brand.
function PublicLoaderMessage({ appPath }: { appPath: string }) {
  const { t, ready } = useTranslation('layout', { useSuspense: false });
  return ready ? t(`pageLoading.${publicLoaderKey(appPath)}`) : null;
}

/**
 * The full-screen loader: route chunks loading, the portal guard while it verifies, and a page
 * moved to that takes a moment (`appPath`, the page on its way; otherwise the current one).
 */
export function BrandedLoader({ appPath }: { appPath?: string }) {
  const { pathname } = useLocation();
  const path = appPath ?? pathname;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-navy text-white"
    >
      <svg viewBox="0 0 120 60" className="h-16 w-32" aria-hidden="true">
        <path
          className="animate-pulse"
          d="M4 40c10 0 10-8 20-8s10 8 20 8 10-8 20-8 10 8 20 8 10-8 20-8 10 8 12 8"
          fill="none"
          stroke="#2EC4B6"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <path
          d="M4 52c10 0 10-8 20-8s10 8 20 8 10-8 20-8 10 8 20 8 10-8 20-8 10 8 12 8"
          fill="none"
          stroke="#1D5F8A"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <p className="font-display text-4xl font-semibold tracking-tight">Blu</p>
      <p className="text-lg text-white/90" data-testid="loader-message">
        {isPortalPath(path) ? <PortalLoaderMessage /> : <PublicLoaderMessage appPath={path} />}
      </p>
    </div>
  );
}
