import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField } from '../../../components/ui/form-field';
import { useReversePayment } from '../api/mutations';
import { placeServerErrors } from '../lib/server-errors';

/** Puts a payment back with a reason: a new ledger entry, nothing deleted (decision 0041). */
export function ReversePaymentForm({
  paymentId,
  onDone,
}: {
  paymentId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('leases');
  const reverse = useReversePayment();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });

  const onSubmit = async ({ reason }: { reason: string }) => {
    setFormError(null);
    try {
      await reverse.mutateAsync({ paymentId, reason });
      toast.success(t('reverse.done'));
      onDone();
    } catch (err) {
      setFormError(placeServerErrors(err, setError, { reason: 'reason' }));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextareaField
        label={t('form.reason')}
        rows={3}
        maxLength={300}
        error={errors.reason?.message}
        {...register('reason')}
      />
      <FormActions
        error={formError}
        submitLabel={t('reverse.submit')}
        submitting={isSubmitting}
        destructive
        cancel={{ label: t('actions.cancelForm'), onClick: onDone }}
      />
    </form>
  );
}
