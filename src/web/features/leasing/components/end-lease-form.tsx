import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { TextField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format';
import { useEndLease } from '../api/mutations';
import { MONEY_INVALID, parseMoney } from '../../../../shared/money';
import { LeaseActionForm, STAY_OPEN } from './lease-action-form';

interface Values {
  moveOutDate: string;
  deductions: { reason: string; amount: string }[];
}

const MAX_DEDUCTIONS = 20;

/** Ends the lease: the move-out date and what is kept from the deposit, with the refund shown. */
export function EndLeaseForm({
  leaseId,
  depositCents,
  moveOutDate,
  onDone,
}: {
  leaseId: string;
  depositCents: number;
  moveOutDate: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('leases');
  const format = useFormat();
  const end = useEndLease();
  const form = useForm<Values>({
    defaultValues: { moveOutDate: moveOutDate ?? '', deductions: [] },
  });
  const {
    register,
    control,
    setError,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions' });
  const deducted = useWatch({ control, name: 'deductions' }).reduce(
    (sum, row) => sum + (parseMoney(row.amount) ?? 0),
    0,
  );
  const refund = depositCents - deducted;

  const onSubmit = async (values: Values) => {
    const deductions = [];
    for (const [i, row] of values.deductions.entries()) {
      const amountCents = parseMoney(row.amount);
      if (amountCents === null) {
        setError(`deductions.${i}.amount`, { message: MONEY_INVALID }, { shouldFocus: true });
        return STAY_OPEN;
      }
      deductions.push({ reason: row.reason, amountCents });
    }
    await end.mutateAsync({ leaseId, body: { moveOutDate: values.moveOutDate, deductions } });
    toast.success(t('end.done'));
  };

  // The API names a deduction's fields by its place in the list, as the form does.
  const fieldFor = (values: Values) => {
    const fields: Record<string, Path<Values>> = { moveOutDate: 'moveOutDate' };
    values.deductions.forEach((_, i) => {
      fields[`deductions.${i}.reason`] = `deductions.${i}.reason`;
      fields[`deductions.${i}.amountCents`] = `deductions.${i}.amount`;
    });
    return fields;
  };

  return (
    <LeaseActionForm
      form={form}
      fieldFor={fieldFor}
      onSubmit={onSubmit}
      onDone={onDone}
      submitLabel={t('end.submit')}
      destructive
    >
      <TextField
        label={t('form.moveOutDate')}
        type="date"
        error={errors.moveOutDate?.message}
        {...register('moveOutDate')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-slate-800">{t('end.deductions')}</legend>
        {fields.length === 0 && <p className="text-sm text-slate-600">{t('end.noDeductions')}</p>}
        {fields.map((field, i) => (
          <div key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2">
            <TextField
              label={t('form.deductionReason', { n: i + 1 })}
              maxLength={200}
              error={errors.deductions?.[i]?.reason?.message}
              {...register(`deductions.${i}.reason`)}
            />
            <TextField
              label={t('form.amount')}
              inputMode="decimal"
              error={errors.deductions?.[i]?.amount?.message}
              {...register(`deductions.${i}.amount`)}
            />
            <button
              type="button"
              onClick={() => remove(i)}
              aria-label={t('end.removeDeduction', { n: i + 1 })}
              className="mt-7 rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        ))}
        {fields.length < MAX_DEDUCTIONS && (
          <button
            type="button"
            onClick={() => append({ reason: '', amount: '' })}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-ocean hover:underline"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t('end.addDeduction')}
          </button>
        )}
      </fieldset>
      <dl className="grid grid-cols-2 gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{t('end.deposit')}</dt>
        <dd className="text-right tabular-nums">{format.money(depositCents, 'USD')}</dd>
        <dt className="text-slate-600">{t('end.deducted')}</dt>
        <dd className="text-right tabular-nums">{format.money(deducted, 'USD')}</dd>
        <dt className="font-semibold text-slate-900">{t('end.refund')}</dt>
        <dd
          className={`text-right font-semibold tabular-nums ${refund < 0 ? 'text-red-700' : 'text-navy'}`}
        >
          {format.money(refund, 'USD')}
        </dd>
      </dl>
      {refund < 0 && (
        <p className="text-sm text-red-700" role="status">
          {t('end.overDeposit')}
        </p>
      )}
    </LeaseActionForm>
  );
}
