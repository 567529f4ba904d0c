import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { useGiveNotice } from '../api/mutations';
import { placeServerErrors } from '../lib/server-errors';

/** Records that the residents are leaving, and when; the unit then shows "notice given". */
export function NoticeForm({
  leaseId,
  endDate,
  onDone,
}: {
  leaseId: string;
  endDate: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('leases');
  const notice = useGiveNotice();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ moveOutDate: string }>({ defaultValues: { moveOutDate: endDate ?? '' } });

  const onSubmit = async ({ moveOutDate }: { moveOutDate: string }) => {
    setFormError(null);
    try {
      await notice.mutateAsync({ leaseId, body: { moveOutDate } });
      toast.success(t('notice.done'));
      onDone();
    } catch (err) {
      setFormError(placeServerErrors(err, setError, { moveOutDate: 'moveOutDate' }));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('form.moveOutDate')}
        type="date"
        error={errors.moveOutDate?.message}
        {...register('moveOutDate')}
      />
      <FormActions
        error={formError}
        submitLabel={t('notice.submit')}
        submitting={isSubmitting}
        cancel={{ label: t('actions.cancelForm'), onClick: onDone }}
      />
    </form>
  );
}
