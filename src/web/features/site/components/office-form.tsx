import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import type { Office } from '../../../../shared/schemas/site';
import { OfficeInputSchema } from '../../../../shared/schemas/team';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUpdateOffice } from '../api/team-mutations';

type FormInput = z.input<typeof OfficeInputSchema>;
type FormOutput = z.output<typeof OfficeInputSchema>;
const FIELDS = ['city', 'address', 'phone', 'email'] as const;

/** One office's contact details, as /blu-world, the footer map and e-mail signatures show them. */
export function OfficeForm({ office }: { office: Office }) {
  const { t } = useTranslation('team-admin');
  const headingId = useId();
  const update = useUpdateOffice();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(OfficeInputSchema),
    values: {
      city: office.city,
      address: office.address,
      phone: office.phone,
      email: office.email,
    },
  });
  const { errors } = formState;

  const onSubmit = async (values: FormOutput) => {
    setFormError(null);
    try {
      await update.mutateAsync({ id: office.id, input: values });
      showToast('success', t('offices.saved', { city: values.city }));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('offices.formTitle', { city: office.city })}
      </h3>
      <TextField label={t('offices.city')} error={errors.city?.message} {...register('city')} />
      <TextField
        label={t('offices.address')}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('offices.phone')}
        type="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('offices.email')}
        type="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormActions
        error={formError}
        submitLabel={t('offices.save')}
        submitting={formState.isSubmitting}
        className=""
      />
    </form>
  );
}
