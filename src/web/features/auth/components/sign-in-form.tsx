import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { SignInInput } from '../../../../shared/schemas/auth';
import { useDeferredResolver } from '../../../lib/deferred-resolver';
import { useSession } from '../../../lib/session/session-context';
import { TextField } from '../../../components/ui/form-field';
import { formatTime } from '../../../lib/format';
import { classifySignInError, type SignInProblem } from '../sign-in-errors';
import { AuthAlert, AuthSubmit } from './auth-card';

function ProblemAlert({ problem }: { problem: SignInProblem }) {
  const { t, i18n } = useTranslation('auth');
  let message: string;
  switch (problem.kind) {
    case 'invalid':
      message = t('signIn.errors.invalid');
      break;
    case 'blocked':
      message = t('signIn.errors.blocked');
      break;
    case 'rate-limited':
      message = problem.retryAt
        ? t('signIn.errors.rateLimited', {
            count: problem.minutes ?? 1,
            time: formatTime(problem.retryAt, i18n.language),
          })
        : t('signIn.errors.rateLimitedNoTime');
      break;
    case 'offline':
      message = t('signIn.errors.offline');
      break;
    case 'other':
      message = problem.message;
      break;
    case 'fields':
      return null;
  }
  return <AuthAlert>{message}</AuthAlert>;
}

const loadSignInSchema = () =>
  import('../../../../shared/schemas/auth').then((m) => m.SignInSchema);

/** E-mail and password; calls onSignedIn once the session holds the new user. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // zod is not in /auth's first download: it arrives when the visitor moves into the form.
  const validation = useDeferredResolver(loadSignInSchema, formRef, 'focus');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: validation.resolver as never,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async ({ email, password }: SignInInput) => {
    setProblem(null);
    try {
      await signIn(email, password);
      onSignedIn();
    } catch (err) {
      const found = classifySignInError(err);
      if (found.kind === 'fields') {
        for (const [name, reason] of Object.entries(found.fields)) {
          if (name === 'email' || name === 'password') setError(name, { message: reason });
        }
      }
      setProblem(found);
    }
  };

  // Only the validation's code failing to arrive rejects here: the connection is the cause.
  const submit = (event: React.FormEvent<HTMLFormElement>) =>
    void handleSubmit(onSubmit)(event).catch(() => setProblem({ kind: 'offline' }));

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {problem && <ProblemAlert problem={problem} />}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to="/forgot-password" className="text-sm font-medium text-ocean hover:underline">
          {t('signIn.forgot')}
        </Link>
      </div>
      <AuthSubmit busy={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </AuthSubmit>
    </form>
  );
}
