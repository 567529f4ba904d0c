import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ForgotPasswordSchema } from '../../../../shared/schemas/auth';
import { TextField } from '../../../components/ui/form-field';
import { requestJson } from '../../../lib/api-error';
import { applyServerErrors } from '../../../lib/form-errors';

type Input = z.input<typeof ForgotPasswordSchema>;
type Output = z.output<typeof ForgotPasswordSchema>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: Output) => {
    setFormError(null);
    try {
      await requestJson('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      setSentTo(values.email);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['email']));
    }
  };

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col gap-4 text-sm text-slate-800">
        <p>{t('forgot.sent', { email: sentTo })}</p>
        <Link to="/auth" className="font-medium text-ocean hover:underline">
          {t('forgot.backToSignIn')}
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
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-ocean px-4 py-2.5 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
      >
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <Link to="/auth" className="text-center text-sm font-medium text-ocean hover:underline">
        {t('forgot.backToSignIn')}
      </Link>
    </form>
  );
}
