import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BlogImage } from '../../../../shared/schemas/blog';
import { FieldError } from '../../../components/ui/field-messages';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { useImageUpload } from '../api/admin-queries';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

/**
 * An image by upload: its alt text first (required: the server refuses an image without one),
 * then the file, with the upload's progress. The server re-encodes and resizes it as it does
 * listing photos; `onUploaded` gets the stored image.
 */
export function ImageUpload({
  altLabel,
  chooseLabel,
  onUploaded,
}: {
  altLabel: string;
  chooseLabel: string;
  onUploaded: (image: BlogImage) => void;
}) {
  const { t } = useTranslation('blog-admin');
  const upload = useImageUpload();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [altText, setAltText] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<{ altText?: string; file?: string }>({});
  // A file chosen before its alt text waits here until the alt text is typed.
  const [pending, setPending] = useState<File | null>(null);

  const start = async (file: File) => {
    const alt = altText.trim();
    if (!alt) {
      setPending(file);
      setErrors({ altText: t('image.altRequired') });
      return;
    }
    setPending(null);
    setErrors({});
    setProgress(0);
    try {
      const image = await upload(file, alt, setProgress);
      setAltText('');
      onUploaded(image);
    } catch (err) {
      if (err instanceof ApiError && (err.fields.altText || err.fields.file)) {
        setErrors({ altText: err.fields.altText, file: err.fields.file });
      } else {
        setErrors({ file: err instanceof Error ? err.message : t('image.failed') });
      }
    } finally {
      setProgress(null);
      // The same file may be chosen again after a refusal.
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={altLabel}
        hint={t('image.altHint')}
        value={altText}
        required
        error={errors.altText}
        disabled={busy}
        onChange={(e) => {
          setAltText(e.target.value);
          if (errors.altText) setErrors((current) => ({ ...current, altText: undefined }));
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept={ACCEPTED}
          disabled={busy}
          className="peer sr-only"
          aria-describedby={errors.file ? `${fileId}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void start(file);
          }}
        />
        <label
          htmlFor={fileId}
          className={`inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-ocean px-3 py-2 text-sm font-semibold text-ocean peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ocean hover:bg-ocean/5 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {chooseLabel}
        </label>
        {pending && !busy && (
          <button
            type="button"
            onClick={() => void start(pending)}
            className="inline-flex min-h-10 max-w-full items-center rounded-lg bg-ocean px-3 py-2 text-sm font-semibold text-white hover:bg-ocean-dark"
          >
            <span className="truncate">{t('image.uploadPending', { name: pending.name })}</span>
          </button>
        )}
        {busy && (
          <div className="flex items-center gap-2">
            <progress
              max={1}
              value={progress}
              aria-label={t('image.progress')}
              className="h-2 w-32 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-ocean"
            />
            <span className="text-xs text-slate-600 tabular-nums">
              {Math.round((progress ?? 0) * 100)}%
            </span>
          </div>
        )}
      </div>
      <FieldError id={fileId} message={errors.file} />
    </div>
  );
}
