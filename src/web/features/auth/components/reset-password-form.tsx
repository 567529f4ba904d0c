import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { z } from 'zod';
import { NewPasswordSchema } from '../../../../shared/schemas/auth';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, requestJson } from '../../../lib/api-error';
import { useServerErrors } from '../../../lib/form-errors';
import { AuthAlert, AuthOutcome, AuthSubmit } from './auth-card';

/** The server's password rule, plus a second entry that must match (client-side only). */
export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'password.mismatch',
  });
type Values = z.infer<typeof NewPasswordFormSchema>;

/** Sets a new password from an e-mailed link (reset or invitation). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const server = useServerErrors(setError, ['password']);

  const onSubmit = ({ password }: Values) =>
    server.attempt(async () => {
      try {
        await requestJson('/api/auth/reset-password', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, password }),
        });
        setDone(true);
      } catch (err) {
        // A spent, expired or mangled link is refused on its token: offer a new link.
        if (!(err instanceof ApiError && err.fields.token)) throw err;
        setExpired(err.fields.token);
      }
    });

  if (done) {
    return (
      <AuthOutcome
        role="status"
        message={t('reset.done')}
        next={
          <Link
            to="/auth"
            className="rounded-lg bg-ocean px-4 py-2.5 text-center font-semibold text-white hover:bg-ocean-dark"
          >
            {t('reset.signIn')}
          </Link>
        }
      />
    );
  }
  if (expired) {
    return (
      <AuthOutcome
        role="alert"
        message={t('reset.expired')}
        next={
          <Link to="/forgot-password" className="font-medium text-ocean hover:underline">
            {t('reset.requestNew')}
          </Link>
        }
      />
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {server.formError && <AuthAlert>{server.formError}</AuthAlert>}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('reset.rule')}
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirm?.message}
        {...register('confirm')}
      />
      <AuthSubmit busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </AuthSubmit>
    </form>
  );
}
