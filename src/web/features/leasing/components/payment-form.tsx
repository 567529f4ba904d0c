import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_APPLIES_TO,
  type ManualPaymentMethod,
  type PaymentAppliesTo,
} from '../../../../shared/leasing-terms';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format';
import { useRecordPayment } from '../api/mutations';
import { formatPlainAmount, parseMoney } from '../../../../shared/money';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { ManualPaymentSchema } from '../../../../shared/schemas/ledger';
import { LeaseActionForm, useLedgerEntrySubmit } from './lease-action-form';

interface Values {
  amount: string;
  method: ManualPaymentMethod;
  externalReference: string;
  appliesTo: PaymentAppliesTo;
}

const FIELD_FOR: Record<string, keyof Values> = {
  amountCents: 'amount',
  method: 'method',
  externalReference: 'externalReference',
  appliesTo: 'appliesTo',
};

/** A check, cash or money order taken at the office; the balance is prefilled when one is owed. */
export function PaymentForm({
  leaseId,
  balanceCents,
  onDone,
}: {
  leaseId: string;
  balanceCents: number;
  onDone: () => void;
}) {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const record = useRecordPayment();
  // One key for this payment: a double click or a retry after a time-out records it once.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<Values>({
    defaultValues: {
      amount: balanceCents > 0 ? formatPlainAmount(balanceCents) : '',
      method: 'check',
      externalReference: '',
      appliesTo: 'charges',
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const method = useWatch({ control, name: 'method' });
  // More than is owed is allowed (a prepayment), but said before it is recorded.
  const typedCents = parseMoney(useWatch({ control, name: 'amount' }) ?? '');
  const overCents = typedCents !== null ? typedCents - Math.max(balanceCents, 0) : 0;

  const onSubmit = useLedgerEntrySubmit({
    form,
    schema: ManualPaymentSchema,
    fieldFor: FIELD_FOR,
    build: (values: Values, amountCents) => ({
      amountCents,
      method: values.method,
      externalReference: values.externalReference.trim() || undefined,
      appliesTo: values.appliesTo,
      idempotencyKey,
    }),
    send: (body) => record.mutateAsync({ leaseId, body }),
    toastKey: 'payment.recorded',
  });

  return (
    <LeaseActionForm
      form={form}
      fieldFor={FIELD_FOR}
      onSubmit={onSubmit}
      onDone={onDone}
      submitLabel={t('payment.submit')}
      submittingLabel={t('payment.submitting')}
    >
      <TextField
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={
          overCents > 0
            ? t('payment.overBalance', { over: format.money(overCents, 'USD') })
            : t('form.amountHint')
        }
        error={errors.amount?.message}
        {...register('amount')}
      />
      <SelectField label={t('form.method')} error={errors.method?.message} {...register('method')}>
        <SelectOptions
          values={MANUAL_PAYMENT_METHODS}
          label={(method) => <>{t(`methods.${method}`)}</>}
        />
      </SelectField>
      <SelectField
        label={t('form.appliesTo')}
        hint={t('form.appliesToHint')}
        error={errors.appliesTo?.message}
        {...register('appliesTo')}
      >
        <SelectOptions
          values={PAYMENT_APPLIES_TO}
          label={(value) => <>{t(`appliesTo.${value}`)}</>}
        />
      </SelectField>
      <TextField
        label={t('form.checkNumber')}
        autoComplete="off"
        hint={method === 'cash' ? t('form.checkNumberCash') : undefined}
        error={errors.externalReference?.message}
        {...register('externalReference')}
      />
    </LeaseActionForm>
  );
}
