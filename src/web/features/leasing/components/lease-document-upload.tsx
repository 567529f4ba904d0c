import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import {
  DOCUMENT_TITLE_MAX,
  MAX_LEASE_DOCUMENT_BYTES,
} from '../../../../shared/schemas/lease-documents';
import { validationMessage } from '../../../../shared/validation/message';
import { FormActions } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { uploadLeaseDocument } from '../../../entities/lease/lease-documents';
import { useSession } from '../../../lib/session/session-context';
import { leaseKeys } from '../api/queries';
import { applyServerErrors } from '../../../lib/form-errors';
import { FormDialog } from '../../../components/ui/form-dialog';

interface Values {
  title: string;
  file: FileList | null;
}

const MAX_MB = MAX_LEASE_DOCUMENT_BYTES / (1024 * 1024);

/** An admin's "Upload a PDF" button and its dialog: title, file, and a progress bar while sending. */
export function LeaseDocumentUpload({ leaseId }: { leaseId: string }) {
  const { t } = useTranslation('leases');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-2 inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <Upload className="size-4" aria-hidden="true" />
        {t('documents.upload')}
      </button>
      <FormDialog
        closeLabel={t('actions.close')}
        open={open}
        onOpenChange={setOpen}
        title={t('documents.uploadTitle')}
        description={t('documents.uploadHint', { mb: MAX_MB })}
      >
        {open && <UploadForm leaseId={leaseId} onDone={() => setOpen(false)} />}
      </FormDialog>
    </>
  );
}

function UploadForm({ leaseId, onDone }: { leaseId: string; onDone: () => void }) {
  const { t } = useTranslation('leases');
  const { getAuthHeaders } = useSession();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { title: '', file: null } });

  const onSubmit = async (values: Values) => {
    setFormError(null);
    const file = values.file?.[0];
    if (!file) {
      setError('file', { message: t('documents.chooseFile') }, { shouldFocus: true });
      return;
    }
    if (file.size > MAX_LEASE_DOCUMENT_BYTES) {
      setError('file', { message: t('documents.tooLarge', { mb: MAX_MB }) }, { shouldFocus: true });
      return;
    }
    setProgress(0);
    try {
      await uploadLeaseDocument(
        { leaseId, title: values.title, file },
        getAuthHeaders,
        setProgress,
      );
      await queryClient.invalidateQueries({ queryKey: leaseKeys.detail(leaseId) });
      toast.success(t('documents.uploaded'));
      onDone();
    } catch (err) {
      setProgress(null);
      setFormError(applyServerErrors(err, setError, { title: 'title', file: 'file' }));
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('documents.title')}
        optional
        hint={t('documents.titleHint')}
        maxLength={DOCUMENT_TITLE_MAX}
        error={errors.title?.message}
        {...register('title', {
          maxLength: {
            value: DOCUMENT_TITLE_MAX,
            message: validationMessage('document.titleTooLong', { max: DOCUMENT_TITLE_MAX }),
          },
        })}
      />
      <TextField
        label={t('documents.file')}
        type="file"
        accept="application/pdf,.pdf"
        error={errors.file?.message}
        {...register('file')}
      />
      {percent !== null && (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('documents.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-ocean transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-xs text-slate-600">{t('documents.sent', { percent })}</p>
        </div>
      )}
      <FormActions
        error={formError}
        submitLabel={t('documents.submit')}
        submitting={isSubmitting}
        cancel={{ label: t('actions.cancelForm'), onClick: onDone }}
      />
    </form>
  );
}
