import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { NOTE_MAX } from '../../../../shared/schemas/applications';
import { validationMessage } from '../../../../shared/validation/message';
import { FormActions } from '../../../components/ui/form-actions';
import { TextareaField } from '../../../components/ui/form-field';
import { useServerErrors } from '../../../lib/form-errors';
import { useDeclineApplication } from '../api/mutations';

/** Declining needs a note: the applicant reads it in the e-mail that tells them. */
export function DeclineForm({
  applicationId,
  onDone,
}: {
  applicationId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('applications');
  const decline = useDeclineApplication();
  const { register, handleSubmit, setError, formState } = useForm<{ note: string }>({
    defaultValues: { note: '' },
  });
  const server = useServerErrors(setError, ['note']);

  const onSubmit = ({ note }: { note: string }) =>
    server.attempt(async () => {
      await decline.mutateAsync({ id: applicationId, body: { note } });
      toast.success(t('decline.done'));
      onDone();
    });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextareaField
        label={t('decline.note')}
        hint={t('decline.noteHint')}
        required
        rows={4}
        error={formState.errors.note?.message}
        {...register('note', {
          validate: (v) => v.trim() !== '' || 'application.noteRequired',
          maxLength: {
            value: NOTE_MAX,
            message: validationMessage('application.noteTooLong', { max: NOTE_MAX }),
          },
        })}
      />
      <FormActions
        error={server.formError}
        submitLabel={t('decline.submit')}
        submitting={formState.isSubmitting}
        destructive
        cancel={{ label: t('cancel'), onClick: onDone }}
      />
    </form>
  );
}
