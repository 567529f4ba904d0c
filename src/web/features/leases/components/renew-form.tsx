import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { useRenewLease } from '../api/mutations';
import { centsToDollarsText, dollarsToCents } from '../lib/dollars';
import { placeServerErrors } from '../lib/server-errors';

interface Values {
  startDate: string;
  endDate: string;
  monthToMonth: boolean;
  rent: string;
}

/** The next term as a new lease linked to this one; it opens when made. */
export function RenewForm({
  leaseId,
  monthlyRentCents,
  leasePath,
  onDone,
}: {
  leaseId: string;
  monthlyRentCents: number;
  leasePath: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('leases');
  const renew = useRenewLease();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      startDate: '',
      endDate: '',
      monthToMonth: false,
      rent: centsToDollarsText(monthlyRentCents),
    },
  });
  const monthToMonth = useWatch({ control, name: 'monthToMonth' });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const monthlyRentCents = dollarsToCents(values.rent);
    if (monthlyRentCents === null) {
      setError('rent', { message: t('form.amountFormat') }, { shouldFocus: true });
      return;
    }
    try {
      const renewal = await renew.mutateAsync({
        leaseId,
        body: {
          startDate: values.startDate || undefined,
          endDate: values.monthToMonth ? null : values.endDate,
          monthlyRentCents,
        },
      });
      toast.success(t('renew.done'));
      onDone();
      void navigate(`${leasePath}/${renewal.id}`);
    } catch (err) {
      setFormError(
        placeServerErrors(err, setError, {
          startDate: 'startDate',
          endDate: 'endDate',
          monthlyRentCents: 'rent',
        }),
      );
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('form.renewStartOptional')}
        type="date"
        hint={t('form.renewStartHint')}
        error={errors.startDate?.message}
        {...register('startDate')}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-ocean"
          {...register('monthToMonth')}
        />
        {t('form.monthToMonth')}
      </label>
      {!monthToMonth && (
        <TextField
          label={t('form.endDate')}
          type="date"
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      )}
      <TextField
        label={t('form.newRent')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rent?.message}
        {...register('rent')}
      />
      <FormActions
        error={formError}
        submitLabel={t('renew.submit')}
        submitting={isSubmitting}
        cancel={{ label: t('actions.cancelForm'), onClick: onDone }}
      />
    </form>
  );
}
