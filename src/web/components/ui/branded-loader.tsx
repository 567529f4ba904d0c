import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { loaderMessage } from './loader-message';

/** The full-screen loader: route chunks loading, and the portal guard while it verifies. */
export function BrandedLoader() {
  const { pathname } = useLocation();
  const { role } = useSession();
  const message = loaderMessage(pathname, role);
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
        {message}
      </p>
    </div>
  );
}
