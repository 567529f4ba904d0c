import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { z } from 'zod';
import { NewPasswordSchema } from '../../../../shared/schemas/auth';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, requestJson } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = async ({ password }: Values) => {
    setFormError(null);
    try {
      await requestJson('/api/auth/reset-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password }),
      });
      setDone(true);
    } catch (err) {
      // A spent, expired or mangled link is refused on its token: offer a new link.
      if (err instanceof ApiError && err.fields.token) {
        setExpired(err.fields.token);
        return;
      }
      setFormError(applyServerErrors(err, setError, ['password']));
    }
  };

  if (done) {
    return (
      <div role="status" className="flex flex-col gap-4 text-sm text-slate-800">
        <p>{t('reset.done')}</p>
        <Link
          to="/auth"
          className="rounded-lg bg-ocean px-4 py-2.5 text-center font-semibold text-white hover:bg-ocean-dark"
        >
          {t('reset.signIn')}
        </Link>
      </div>
    );
  }
  if (expired) {
    return (
      <div role="alert" className="flex flex-col gap-4 text-sm text-slate-800">
        <p>{t('reset.expired')}</p>
        <Link to="/forgot-password" className="font-medium text-ocean hover:underline">
          {t('reset.requestNew')}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {formError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {formError}
        </p>
      )}
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('reset.rule')}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-ocean px-4 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
      >
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
