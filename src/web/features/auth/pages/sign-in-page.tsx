import { useTranslation } from '../../../i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { BrandedLoader } from '../../../components/ui/branded-loader';
import { PublicLayout } from '../../../components/layout/public-layout';
import { AuthCard } from '../components/auth-card';
import { SignInForm } from '../components/sign-in-form';
import { returnPath } from '../sign-in-errors';

/**
 * /auth. After signing in, back to the page a guard remembered, else /dashboard. A visitor who is
 * already signed in is sent on, unless a guard just refused their account (then they may switch).
 */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const { user, loading, endedReason } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const from = returnPath(location.state);

  if (loading) return <BrandedLoader />;
  if (user && !from) return <Navigate to="/dashboard" replace />;

  return (
    <PublicLayout>
      <AuthCard title={t('signIn.title')} intro={t('signIn.intro')}>
        {endedReason && !user && (
          <div
            role="alert"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          >
            {endedReason}
          </div>
        )}
        {user && from && (
          <div
            role="status"
            className="mb-4 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
          >
            <p>{t('signIn.refused', { email: user.email, path: from })}</p>
            <Link
              to="/dashboard"
              className="mt-2 inline-block font-medium text-ocean hover:underline"
            >
              {t('signIn.toDashboard')}
            </Link>
          </div>
        )}
        <SignInForm onSignedIn={() => void navigate(from ?? '/dashboard', { replace: true })} />
      </AuthCard>
    </PublicLayout>
  );
}
