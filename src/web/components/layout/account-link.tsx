import { CircleUserRound } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-context';

/** "Sign in" for visitors, "My account" (→ /dashboard) once signed in. */
export function AccountLink({ onNavigate, wide }: { onNavigate?: () => void; wide?: boolean }) {
  const { t } = useTranslation('layout');
  const { user } = useSession();
  const base = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors ${wide ? 'w-full' : ''}`;
  if (user) {
    return (
      <Link
        to="/dashboard"
        onClick={onNavigate}
        className={`${base} border border-ocean text-ocean hover:bg-ocean hover:text-white`}
      >
        <CircleUserRound className="h-4 w-4" aria-hidden="true" />
        {t('account.myAccount')}
      </Link>
    );
  }
  return (
    <Link
      to="/auth"
      onClick={onNavigate}
      className={`${base} bg-ocean text-white hover:bg-ocean-dark`}
    >
      {t('account.signIn')}
    </Link>
  );
}
