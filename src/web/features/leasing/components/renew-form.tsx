import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { TextField } from '../../../components/ui/form-field';
import { useRenewLease } from '../api/mutations';
import { formatPlainAmount } from '../../../../shared/money';
import { centsOrFieldError, LeaseActionForm, STAY_OPEN } from './lease-action-form';
import { TermEndFields } from '../../../components/lease/term-end-fields';

interface Values {
  startDate: string;
  endDate: string;
  monthToMonth: boolean;
  rent: string;
}

/** The next term as a new lease linked to this one; it opens when made. */
export function RenewForm({
  leaseId,
  monthlyRentCents,
  leasePath,
  onDone,
}: {
  leaseId: string;
  monthlyRentCents: number;
  leasePath: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('leases');
  const renew = useRenewLease();
  const navigate = useNavigate();
  const form = useForm<Values>({
    defaultValues: {
      startDate: '',
      endDate: '',
      monthToMonth: false,
      rent: formatPlainAmount(monthlyRentCents),
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const monthToMonth = useWatch({ control, name: 'monthToMonth' });

  const onSubmit = async (values: Values) => {
    const rentCents = centsOrFieldError(form, 'rent', values.rent);
    if (rentCents === null) return STAY_OPEN;
    const renewal = await renew.mutateAsync({
      leaseId,
      body: {
        startDate: values.startDate || undefined,
        endDate: values.monthToMonth ? null : values.endDate,
        monthlyRentCents: rentCents,
      },
    });
    toast.success(t('renew.done'));
    void navigate(`${leasePath}/${renewal.id}`);
  };

  return (
    <LeaseActionForm
      form={form}
      fieldFor={{ startDate: 'startDate', endDate: 'endDate', monthlyRentCents: 'rent' }}
      onSubmit={onSubmit}
      onDone={onDone}
      submitLabel={t('renew.submit')}
    >
      <TextField
        label={t('form.renewStartOptional')}
        type="date"
        hint={t('form.renewStartHint')}
        error={errors.startDate?.message}
        {...register('startDate')}
      />
      <TermEndFields
        monthToMonth={monthToMonth}
        toggle={register('monthToMonth')}
        endDate={register('endDate')}
        endError={errors.endDate?.message}
        labels={{ monthToMonth: t('form.monthToMonth'), endDate: t('form.endDate') }}
      />
      <TextField
        label={t('form.newRent')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rent?.message}
        {...register('rent')}
      />
    </LeaseActionForm>
  );
}
