import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { MANUAL_CHARGE_KINDS, type ManualChargeKind } from '../../../../shared/leasing-terms';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format';
import { usePostCharge } from '../api/mutations';
import { ManualChargeSchema } from '../../../../shared/schemas/ledger';
import { MONEY_INVALID, parseMoney } from '../../../../shared/money';
import { bodyOrFieldErrors, LeaseActionForm, STAY_OPEN } from './lease-action-form';

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
  const format = useFormat();
  const post = usePostCharge();
  const form = useForm<Values>({
    defaultValues: { kind: 'utility', amount: '', description: '', dueDate: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const onSubmit = async (values: Values) => {
    const amountCents = parseMoney(values.amount);
    const body = bodyOrFieldErrors(
      form,
      ManualChargeSchema,
      {
        kind: values.kind,
        amountCents: amountCents ?? 1,
        description: values.description,
        dueDate: values.dueDate || undefined,
      },
      FIELD_FOR,
      amountCents === null ? { amountCents: MONEY_INVALID } : {},
    );
    if (!body) return STAY_OPEN;
    const charge = await post.mutateAsync({ leaseId, body });
    toast.success(
      t('charge.posted', {
        amount: format.money(charge.amountCents, 'USD'),
        reference: charge.reference,
      }),
    );
  };

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
