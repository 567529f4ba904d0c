import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import {
  NachaOriginatorInputSchema,
  type NachaOriginatorInput,
  type NachaOriginatorSchema,
} from '../../../../shared/schemas/payouts';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { PanelCard } from '../../../components/ui/panel-card';
import { useTranslation } from '../../../i18n/use-translation';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session/session-context';

type Answer = z.infer<typeof NachaOriginatorSchema>;
const FIELDS = ['odfiRouting', 'odfiName', 'companyId', 'companyName'] as const;
const queryKey = ['site-admin', 'nacha-originator'] as const;

/**
 * The site settings' card for the ACH originator: the company's bank and ACH identity, written
 * into the NACHA file of each owner payout run (docs/accounting.md, "Owner payouts").
 */
export function NachaOriginatorCard() {
  const { t } = useTranslation('site-admin');
  const { api } = useSession();
  const answer = useQuery({ queryKey, queryFn: () => api<Answer>('/api/admin/nacha-originator') });
  return (
    <PanelCard title={t('nacha.cardTitle')} description={t('nacha.cardDescription')}>
      {answer.isPending ? (
        <ListSkeleton rows={2} label={t('settingsPage.loading')} />
      ) : answer.isError ? (
        <ErrorState
          title={t('settingsPage.loadError')}
          retryLabel={t('settingsPage.retry')}
          onRetry={() => void answer.refetch()}
        />
      ) : (
        <NachaOriginatorForm answer={answer.data} />
      )}
    </PanelCard>
  );
}

function NachaOriginatorForm({ answer }: { answer: Answer }) {
  const { t } = useTranslation('site-admin');
  const { api } = useSession();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: NachaOriginatorInput) =>
      api<Answer>('/api/admin/nacha-originator', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const { register, handleSubmit, setError, formState } = useForm<NachaOriginatorInput>({
    resolver: zodResolver(NachaOriginatorInputSchema),
    values: answer.originator ?? { odfiRouting: '', odfiName: '', companyId: '', companyName: '' },
  });
  const submit = async (input: NachaOriginatorInput) => {
    setFormError(null);
    try {
      await save.mutateAsync(input);
      toast.success(t('nacha.saved'));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      {!answer.originator && <p className="text-sm text-slate-700">{t('nacha.none')}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`nacha.${field}`)}
            hint={t(`nacha.${field}Hint`)}
            error={formState.errors[field]?.message}
            autoComplete="off"
            {...register(field)}
          />
        ))}
      </div>
      <FormError message={formError} />
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="self-start rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
      >
        {t('nacha.save')}
      </button>
    </form>
  );
}
