import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import {
  BrokerOfRecordInputSchema,
  type BrokerOfRecordAnswer,
  type BrokerOfRecordInput,
} from '../../../../shared/schemas/broker-of-record';
import { FormError } from '../../../components/ui/form-actions';
import { SelectField, SelectOptions } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerErrors } from '../../../lib/form-errors';
import { useNameBrokerOfRecord } from '../api/mutations';

/**
 * Names the admin who signs each trust account's monthly reconciliation (the broker of record).
 * Drawn once the saved choice is here, so the select never starts on a wrong name.
 */
export function BrokerOfRecordForm({ answer }: { answer: BrokerOfRecordAnswer }) {
  const { t } = useTranslation('site-admin');
  const name = useNameBrokerOfRecord();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<BrokerOfRecordInput>({
    resolver: zodResolver(BrokerOfRecordInputSchema),
    values: { userId: answer.brokerOfRecord?.id ?? '' },
  });
  const current = answer.brokerOfRecord;
  const save = async (input: BrokerOfRecordInput) => {
    setFormError(null);
    try {
      const saved = await name.mutateAsync(input);
      toast.success(t('broker.saved', { name: saved.brokerOfRecord?.name ?? '' }));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['userId']));
    }
  };
  return (
    <form onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {current ? t('broker.current', { name: current.name }) : t('broker.none')}
      </p>
      <SelectField
        label={t('broker.label')}
        hint={t('broker.hint')}
        error={formState.errors.userId?.message}
        className="max-w-md"
        {...register('userId')}
      >
        <SelectOptions
          none={t('broker.choose')}
          values={answer.candidates}
          label={(admin) => `${admin.name} (${admin.email})`}
          optionValue={(admin) => admin.id}
        />
      </SelectField>
      <FormError message={formError} />
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="self-start rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
      >
        {t('broker.save')}
      </button>
    </form>
  );
}
