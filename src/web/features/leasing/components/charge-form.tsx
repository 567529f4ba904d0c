import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { MANUAL_CHARGE_KINDS, type ManualChargeKind } from '../../../../shared/leasing-terms';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { usePostCharge } from '../api/mutations';
import { ManualChargeSchema } from '../../../../shared/schemas/ledger';
import { LeaseActionForm, useLedgerEntrySubmit } from './lease-action-form';

interface Values {
  kind: ManualChargeKind;
  amount: string;
  description: string;
  dueDate: string;
}

const FIELD_FOR: Record<string, keyof Values> = {
  kind: 'kind',
  amountCents: 'amount',
  description: 'description',
  dueDate: 'dueDate',
};

/** A charge or a credit posted by hand; the amount is typed positive, a credit lowers the balance. */
export function ChargeForm({ leaseId, onDone }: { leaseId: string; onDone: () => void }) {
  const { t } = useTranslation('leases');
  const post = usePostCharge();
  const form = useForm<Values>({
    defaultValues: { kind: 'utility', amount: '', description: '', dueDate: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = useLedgerEntrySubmit({
    form,
    schema: ManualChargeSchema,
    fieldFor: FIELD_FOR,
    build: (values: Values, amountCents) => ({
      kind: values.kind,
      amountCents,
      description: values.description,
      dueDate: values.dueDate || undefined,
    }),
    send: (body) => post.mutateAsync({ leaseId, body }),
    toastKey: 'charge.posted',
  });

  return (
    <LeaseActionForm
      form={form}
      fieldFor={FIELD_FOR}
      onSubmit={onSubmit}
      onDone={onDone}
      submitLabel={t('charge.submit')}
      submittingLabel={t('charge.submitting')}
    >
      <SelectField label={t('form.kind')} error={errors.kind?.message} {...register('kind')}>
        <SelectOptions
          values={MANUAL_CHARGE_KINDS}
          label={(kind) => <>{t(`chargeKinds.${kind}`)}</>}
        />
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
    </LeaseActionForm>
  );
}
