import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '../../../components/layout/public-layout';
import { AuthCard } from '../components/auth-card';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /forgot-password: ask for a link; /forgot-password?token=…: choose the new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <PublicLayout>
      {token ? (
        <AuthCard title={t('reset.title')} intro={t('reset.intro')}>
          <ResetPasswordForm token={token} />
        </AuthCard>
      ) : (
        <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
          <RequestResetForm />
        </AuthCard>
      )}
    </PublicLayout>
  );
}
