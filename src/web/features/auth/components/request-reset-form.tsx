import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ForgotPasswordSchema } from '../../../../shared/schemas/auth';
import { TextField } from '../../../components/ui/form-field';
import { requestJson } from '../../../lib/api-error';
import { useServerErrors } from '../../../lib/form-errors';
import { AuthAlert, AuthOutcome, AuthSubmit } from './auth-card';

type Input = z.input<typeof ForgotPasswordSchema>;
type Output = z.output<typeof ForgotPasswordSchema>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function RequestResetForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const server = useServerErrors(setError, ['email']);

  const onSubmit = (values: Output) =>
    server.attempt(async () => {
      await requestJson('/api/auth/forgot-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      setSentTo(values.email);
    });

  const backToSignIn = t('forgot.backToSignIn');
  if (sentTo) {
    return (
      <AuthOutcome
        role="status"
        message={t('forgot.sent', { email: sentTo })}
        next={
          <Link to="/auth" className="font-medium text-ocean hover:underline">
            {backToSignIn}
          </Link>
        }
      />
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {server.formError && <AuthAlert>{server.formError}</AuthAlert>}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <AuthSubmit busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </AuthSubmit>
      <Link to="/auth" className="text-center text-sm font-medium text-ocean hover:underline">
        {backToSignIn}
      </Link>
    </form>
  );
}
