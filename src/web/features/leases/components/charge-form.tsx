import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { MANUAL_CHARGE_KINDS, type ManualChargeKind } from '../../../../shared/leasing-terms';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format';
import { usePostCharge } from '../api/mutations';
import { dollarsToCents } from '../lib/dollars';
import { placeServerErrors } from '../lib/server-errors';

interface Values {
  kind: ManualChargeKind;
  amount: string;
  description: string;
  dueDate: string;
}

/** A charge or a credit posted by hand; the amount is typed positive, a credit lowers the balance. */
export function ChargeForm({ leaseId, onDone }: { leaseId: string; onDone: () => void }) {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const post = usePostCharge();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: { kind: 'utility', amount: '', description: '', dueDate: '' },
  });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const amountCents = dollarsToCents(values.amount);
    if (amountCents === null) {
      setError('amount', { message: t('form.amountFormat') }, { shouldFocus: true });
      return;
    }
    try {
      const charge = await post.mutateAsync({
        leaseId,
        body: {
          kind: values.kind,
          amountCents,
          description: values.description,
          dueDate: values.dueDate || undefined,
        },
      });
      toast.success(
        t('charge.posted', {
          amount: format.money(charge.amountCents, 'USD'),
          reference: charge.reference,
        }),
      );
      onDone();
    } catch (err) {
      setFormError(
        placeServerErrors(err, setError, {
          kind: 'kind',
          amountCents: 'amount',
          description: 'description',
          dueDate: 'dueDate',
        }),
      );
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <SelectField label={t('form.kind')} error={errors.kind?.message} {...register('kind')}>
        {MANUAL_CHARGE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`chargeKinds.${kind}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('form.chargeAmountHint')}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <TextField
        label={t('form.description')}
        autoComplete="off"
        maxLength={200}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={t('form.dueDateOptional')}
        type="date"
        hint={t('form.dueDateHint')}
        error={errors.dueDate?.message}
        {...register('dueDate')}
      />
      <FormActions
        error={formError}
        submitLabel={isSubmitting ? t('charge.submitting') : t('charge.submit')}
        submitting={isSubmitting}
        cancel={{ label: t('actions.cancelForm'), onClick: onDone }}
      />
    </form>
  );
}
