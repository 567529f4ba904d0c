import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { validationMessage } from '../../../../../shared/validation/message';
import { can } from '../../../../../shared/permissions';
import {
  LEAD_STATUSES,
  LeadPatchSchema,
  type LeadDetail,
} from '../../../../../shared/schemas/leads/api';
import { useSession } from '../../../../lib/session/session-context';
import { FormError } from '../../../../components/ui/form-actions';
import { SelectField, SelectOptions, TextareaField } from '../../../../components/ui/form-field';
import { applyServerErrors } from '../../../../lib/form-errors';
import { useUpdateLead } from '../../api/mutations';
import { brokersQuery } from '../../api/queries';

// The form holds every field as text; the patch sent holds only what changed.
const ActionsSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  assigneeId: z.string(),
  note: z
    .string()
    .trim()
    .max(2000, validationMessage('text.tooLong', { max: 2000 })),
});
type ActionsInput = z.infer<typeof ActionsSchema>;

/** Change the status, assign to a broker (admins) and add a note, in one save. */
export function LeadActions({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const { api, role } = useSession();
  const canAssign = can(role, 'write:leads:any');
  const brokers = useQuery(brokersQuery(api, canAssign));
  const update = useUpdateLead(lead.id);
  const [formError, setFormError] = useState<string | null>(null);
  const initial = {
    status: lead.status as ActionsInput['status'],
    assigneeId: lead.assignee?.id ?? '',
    note: '',
  };
  const form = useForm<ActionsInput>({
    resolver: zodResolver(ActionsSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  // The lead's broker is a choice from the start: a select given a value before its option exists
  // shows the first option ("Unassigned") and keeps showing it once the list arrives.
  const listed = brokers.data?.items ?? [];
  const brokerChoices =
    lead.assignee && !listed.some((b) => b.id === lead.assignee?.id)
      ? [lead.assignee, ...listed]
      : listed;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const patch: z.input<typeof LeadPatchSchema> = {};
    if (values.status !== lead.status) patch.status = values.status;
    if (canAssign && values.assigneeId !== (lead.assignee?.id ?? ''))
      patch.assigneeId = values.assigneeId || null;
    if (values.note) patch.note = values.note;
    if (!LeadPatchSchema.safeParse(patch).success) {
      setFormError(t('inbox.nothingChanged'));
      return;
    }
    try {
      const fresh = await update.mutateAsync(patch);
      reset({
        status: fresh.status as ActionsInput['status'],
        assigneeId: fresh.assignee?.id ?? '',
        note: '',
      });
      toast.success(t('inbox.saved', { reference: lead.reference }));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['status', 'assigneeId', 'note']));
    }
  });

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('inbox.actionsLabel')}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('inbox.status')}
          error={formState.errors.status?.message}
          {...register('status')}
        >
          <SelectOptions values={LEAD_STATUSES} label={(s) => <>{t(`statuses.${s}`)}</>} />
        </SelectField>
        {canAssign && (
          <SelectField
            label={t('inbox.assignee')}
            error={formState.errors.assigneeId?.message}
            hint={brokers.isError ? t('inbox.brokersFailed') : undefined}
            {...register('assigneeId')}
          >
            <SelectOptions
              none={t('inbox.unassigned')}
              values={brokerChoices}
              label={(b) => b.name}
              optionValue={(b) => b.id}
            />
          </SelectField>
        )}
      </div>
      <TextareaField
        label={t('inbox.note')}
        rows={3}
        placeholder={t('inbox.notePlaceholder')}
        error={formState.errors.note?.message}
        {...register('note')}
      />
      <FormError message={formError} />
      <button
        type="submit"
        disabled={update.isPending}
        className="self-start rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark focus:outline-none focus-visible:ring-2 focus-visible:ring-ocean/40 focus-visible:ring-offset-2 disabled:opacity-60"
      >
        {update.isPending ? t('inbox.saving') : t('inbox.save')}
      </button>
    </form>
  );
}
