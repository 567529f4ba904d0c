import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { TextareaField } from '../../../components/ui/form-field';
import { useReversePayment } from '../api/mutations';
import { ReversePaymentSchema } from '../../../../shared/schemas/ledger';
import { bodyOrFieldErrors, LeaseActionForm, STAY_OPEN } from './lease-action-form';

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
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });

  return (
    <LeaseActionForm
      form={form}
      fieldFor={{ reason: 'reason' }}
      onSubmit={async (values) => {
        const body = bodyOrFieldErrors(form, ReversePaymentSchema, values, { reason: 'reason' });
        if (!body) return STAY_OPEN;
        await reverse.mutateAsync({ paymentId, reason: body.reason });
        toast.success(t('reverse.done'));
      }}
      onDone={onDone}
      submitLabel={t('reverse.submit')}
      destructive
    >
      <TextareaField
        label={t('form.reason')}
        rows={3}
        maxLength={300}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </LeaseActionForm>
  );
}
