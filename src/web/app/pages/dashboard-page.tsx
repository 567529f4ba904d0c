import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { can } from '../../../shared/permissions';
import { useSession } from '../../lib/session/session-context';
import { PublicLayout } from '../../components/layout/public-layout';
import { BrandedLoader } from '../../components/ui/branded-loader';
import { meQuery } from '../../lib/me-query';
import { MySubmissions } from '../../features/leads/components/my-submissions';
import { LabelledSection } from '../../components/ui/labelled-section';

/** /dashboard: portal roles go on to /portal; role `user` sees its account and its requests. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user, role, loading, api, logout } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useQuery(meQuery(api, user?.id ?? null));

  if (loading) return <BrandedLoader />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (can(role, 'read:portal:own')) {
    return <Navigate to="/portal" replace />;
  }

  const signOut = async () => {
    await logout();
    await navigate('/auth', { replace: true });
  };
  const phone = me.data?.user.phone;

  return (
    <PublicLayout>
      <div className="bg-sand/60 px-4 py-10 md:py-16">
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-slate-600">{t('welcome')}</p>
              <h1 className="font-display text-3xl font-semibold text-navy">{user.name}</h1>
            </div>
            <button
              type="button"
              onClick={() => void signOut()}
              className="inline-flex items-center gap-2 rounded-lg border border-navy/20 bg-white px-4 py-2 text-sm font-semibold text-navy hover:bg-slate-50"
            >
              <LogOut className="size-4" aria-hidden="true" />
              {t('signOut')}
            </button>
          </div>
          <LabelledSection
            id="account-title"
            title={t('account.title')}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
            titleClassName="text-lg font-semibold text-navy"
          >
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-slate-600">{t('account.name')}</dt>
              <dd className="text-slate-900">{user.name}</dd>
              <dt className="font-medium text-slate-600">{t('account.email')}</dt>
              <dd className="break-all text-slate-900">{user.email}</dd>
              <dt className="font-medium text-slate-600">{t('account.phone')}</dt>
              <dd className="text-slate-900">
                {me.isPending ? '…' : phone || t('account.noPhone')}
              </dd>
            </dl>
            <p className="mt-4 text-sm text-slate-600">{t('account.portalNote')}</p>
          </LabelledSection>
          <MySubmissions />
        </div>
      </div>
    </PublicLayout>
  );
}
