import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { ALL_ROLES } from '../../../../shared/constants';
import { LANGUAGES } from '../../../../shared/language-path';
import { CreateUserSchema } from '../../../../shared/schemas/users';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { roleLabel } from '../../../lib/role-label';
import { useCreateUser } from '../api/mutations';

type FormInput = z.input<typeof CreateUserSchema>;
type FormOutput = z.output<typeof CreateUserSchema>;
const FIELDS = ['email', 'name', 'role', 'phone', 'language'] as const;

/** A new account; a taken e-mail address is shown at the e-mail field (409 from the server). */
export function CreateUserForm() {
  const { t } = useTranslation('admin-panel');
  const createUser = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: { email: '', name: '', role: 'user', phone: '', language: 'en' },
  });

  const onSubmit = async (values: FormOutput) => {
    setFormError(null);
    try {
      const { user } = await createUser.mutateAsync(values);
      toast.success(t('create.created', { email: user.email }));
      reset();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('fields.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('fields.phoneOptional')}
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SelectField label={t('fields.role')} error={errors.role?.message} {...register('role')}>
        <SelectOptions values={ALL_ROLES} label={(role) => roleLabel(role, t)} />
      </SelectField>
      {/* The invitation, and every e-mail after it, is written in this language. */}
      <SelectField
        label={t('fields.language')}
        error={errors.language?.message}
        {...register('language')}
      >
        <SelectOptions values={LANGUAGES} label={(language) => t(`fields.languages.${language}`)} />
      </SelectField>
      {formError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
        >
          {isSubmitting ? t('create.submitting') : t('create.submit')}
        </button>
      </div>
    </form>
  );
}
