import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { TextField } from '../../../components/ui/form-field';
import { useGiveNotice } from '../api/mutations';
import { LeaseActionForm } from './lease-action-form';

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
  const form = useForm<{ moveOutDate: string }>({ defaultValues: { moveOutDate: endDate ?? '' } });

  return (
    <LeaseActionForm
      form={form}
      fieldFor={{ moveOutDate: 'moveOutDate' }}
      onSubmit={async ({ moveOutDate }) => {
        await notice.mutateAsync({ leaseId, body: { moveOutDate } });
        toast.success(t('notice.done'));
      }}
      onDone={onDone}
      submitLabel={t('notice.submit')}
    >
      <TextField
        label={t('form.moveOutDate')}
        type="date"
        error={form.formState.errors.moveOutDate?.message}
        {...form.register('moveOutDate')}
      />
    </LeaseActionForm>
  );
}
