import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { ApplicationDetail } from '../../../../shared/schemas/applications';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session/session-context';
import { useApproveApplication } from '../api/mutations';
import { rentalHomesQuery } from '../api/queries';
import { applyServerErrors } from '../../../lib/form-errors';
import {
  formatPlainAmount,
  MONEY_INVALID,
  parseMoney,
  parseMoneyAboveZero,
} from '../../../../shared/money';
import { firstOfNextMonth, termEnd } from '../lib/lease-dates';
import { TermEndFields } from '../../../components/lease/term-end-fields';

interface Values {
  unitId: string;
  startDate: string;
  monthToMonth: boolean;
  endDate: string;
  rent: string;
  deposit: string;
  dueDay: string;
  note: string;
}

/**
 * The draft lease an approval makes: dates, rent (the listing's by default), deposit (one month by
 * default) and due day. For an application that names no home, the admin picks one of the homes
 * offered for rent. It opens the new lease when done, where an admin activates it.
 */
export function ApproveForm({
  application,
  onDone,
}: {
  application: ApplicationDetail;
  onDone: () => void;
}) {
  const { t } = useTranslation('applications');
  const { api } = useSession();
  const format = useFormat();
  const navigate = useNavigate();
  const approve = useApproveApplication();
  const needsHome = application.home === null;
  const homes = useQuery({ ...rentalHomesQuery(api), enabled: needsHome });
  const [formError, setFormError] = useState<string | null>(null);
  const rentCents = application.home?.monthlyRentCents;
  // Once, when the dialog opens: the suggested start is the first of next month.
  const [start] = useState(() => firstOfNextMonth(new Date()));
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      unitId: '',
      startDate: start,
      monthToMonth: false,
      endDate: termEnd(start, 12),
      rent: rentCents ? formatPlainAmount(rentCents) : '',
      deposit: rentCents ? formatPlainAmount(rentCents) : '',
      dueDay: '1',
      note: '',
    },
  });
  const monthToMonth = useWatch({ control, name: 'monthToMonth' });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const rent = parseMoneyAboveZero(values.rent);
    const securityDepositCents = parseMoney(values.deposit);
    let refused = false;
    if ('error' in rent) {
      setError('rent', { message: rent.error }, { shouldFocus: true });
      refused = true;
    }
    if (securityDepositCents === null) {
      setError('deposit', { message: MONEY_INVALID }, { shouldFocus: !refused });
      refused = true;
    }
    if (needsHome && !values.unitId) {
      setError('unitId', { message: 'application.unitRequired' }, { shouldFocus: !refused });
      refused = true;
    }
    if (refused || 'error' in rent || securityDepositCents === null) return;
    try {
      const result = await approve.mutateAsync({
        id: application.id,
        body: {
          ...(needsHome ? { unitId: values.unitId } : {}),
          startDate: values.startDate,
          endDate: values.monthToMonth ? null : values.endDate,
          monthlyRentCents: rent.cents,
          securityDepositCents,
          dueDay: Number(values.dueDay),
          note: values.note,
        },
      });
      toast.success(t(result.existingAccount ? 'approve.doneExisting' : 'approve.doneInvited'));
      onDone();
      void navigate(`/portal/leases/${result.leaseId}`);
    } catch (err) {
      setFormError(
        applyServerErrors(err, setError, {
          unitId: 'unitId',
          startDate: 'startDate',
          endDate: 'endDate',
          monthlyRentCents: 'rent',
          securityDepositCents: 'deposit',
          dueDay: 'dueDay',
          note: 'note',
        }),
      );
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {needsHome && (
        <SelectField
          label={t('approve.home')}
          hint={t('approve.homeHint', { desired: application.desiredProperty })}
          error={errors.unitId?.message}
          {...register('unitId', {
            onChange: (event: { target: { value: string } }) => {
              const home = homes.data?.find((h) => h.unit.id === event.target.value);
              if (home) {
                setValue('rent', formatPlainAmount(home.priceCents));
                setValue('deposit', formatPlainAmount(home.priceCents));
              }
            },
          })}
        >
          <option value="">
            {homes.isPending ? t('approve.homesLoading') : t('approve.chooseHome')}
          </option>
          {homes.data?.map((h) => (
            <option key={h.id} value={h.unit.id}>
              {h.title} · {h.property.name} {h.unit.label} · {format.money(h.priceCents, 'USD')}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('approve.startDate')}
        type="date"
        error={errors.startDate?.message}
        {...register('startDate')}
      />
      <TermEndFields
        monthToMonth={monthToMonth}
        toggle={register('monthToMonth')}
        endDate={register('endDate')}
        endError={errors.endDate?.message}
        labels={{ monthToMonth: t('approve.monthToMonth'), endDate: t('approve.endDate') }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('approve.rent')}
          inputMode="decimal"
          autoComplete="off"
          hint={rentCents ? t('approve.rentHint') : undefined}
          error={errors.rent?.message}
          {...register('rent')}
        />
        <TextField
          label={t('approve.deposit')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.deposit?.message}
          {...register('deposit')}
        />
      </div>
      <SelectField
        label={t('approve.dueDay')}
        error={errors.dueDay?.message}
        {...register('dueDay')}
      >
        {Array.from({ length: 28 }, (_, i) => (
          <option key={i + 1} value={String(i + 1)}>
            {format.number(i + 1)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('approve.note')}
        optional
        hint={t('approve.noteHint')}
        rows={3}
        error={errors.note?.message}
        {...register('note')}
      />
      <FormActions
        error={formError}
        submitLabel={t('approve.submit')}
        submitting={isSubmitting}
        cancel={{ label: t('cancel'), onClick: onDone }}
      />
    </form>
  );
}
