import { zodResolver } from '@hookform/resolvers/zod';
import { Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { MAX_PHOTO_BYTES } from '../../../../shared/schemas/listings';
import { TextField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUploadListingPhoto } from '../api/mutations';
import { photoUploadSchema, type PhotoUploadValues } from '../lib/photo-upload';

/** Adds one photo to a listing: the file, a short description for screen readers, then upload. */
export function PhotoUploadForm({ listingId, disabled }: { listingId: string; disabled: boolean }) {
  const { t } = useTranslation('listings');
  const upload = useUploadListingPhoto();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      photoUploadSchema({
        required: t('manage.errors.required'),
        type: t('manage.errors.type'),
        size: t('manage.errors.size', { mb: MAX_PHOTO_BYTES / 1024 / 1024 }),
        alt: t('manage.errors.alt'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<ReturnType<typeof photoUploadSchema>>, unknown, PhotoUploadValues>({
    resolver: zodResolver(schema),
    defaultValues: { altText: '' },
  });

  const onSubmit = async (values: PhotoUploadValues) => {
    setFormError(null);
    try {
      await upload.mutateAsync({ listingId, file: values.file[0]!, altText: values.altText });
      toast.success(t('manage.uploaded'));
      reset();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['file', 'altText']));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <TextField
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={t('manage.file')}
        hint={t('manage.fileHint', { mb: MAX_PHOTO_BYTES / 1024 / 1024 })}
        error={errors.file?.message}
        disabled={disabled}
        {...register('file')}
      />
      <TextField
        label={t('manage.altText')}
        hint={t('manage.altTextHint')}
        error={errors.altText?.message}
        disabled={disabled}
        {...register('altText')}
      />
      <button
        type="submit"
        disabled={disabled || isSubmitting}
        className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-ocean px-4 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-50 md:mt-6"
      >
        <Upload className="size-4" aria-hidden="true" />
        {isSubmitting ? t('manage.uploading') : t('manage.upload')}
      </button>
      {formError && (
        <p role="alert" className="text-sm text-red-700 md:col-span-3">
          {formError}
        </p>
      )}
    </form>
  );
}
