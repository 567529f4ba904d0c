import { ImagePlus, RotateCcw, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { WorkOrderMedia } from '../../../shared/schemas/maintenance';
import { ApiError } from '../../lib/api-error';
import { uploadWorkOrderMedia } from '../../lib/media/upload-work-order-media';
import type { AuthHeaders } from '../../lib/upload-with-progress';

export interface PickedFile {
  key: string;
  file: File;
  preview: string | null;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
  media?: WorkOrderMedia;
}

/** Whether every picked file is in: the form may send only then. */
export const allUploaded = (files: PickedFile[]) => files.every((f) => f.state === 'done');
export const uploadedIds = (files: PickedFile[]) =>
  files.flatMap((f) => (f.media ? [f.media.id] : []));

/**
 * Photos and short videos for a request or a finished job: each file is resized (photos) and sent
 * as soon as it is picked, with its own progress bar; a failed one says why and can be sent again
 * or removed. The form names the uploaded ids when it is sent.
 */
export function MediaPicker({
  files,
  onChange,
  max,
  getAuthHeaders,
  label,
  hint,
  error,
  capture,
}: {
  files: PickedFile[];
  onChange: (update: (files: PickedFile[]) => PickedFile[]) => void;
  max: number;
  getAuthHeaders: AuthHeaders;
  label: string;
  hint?: string;
  error?: string;
  /** Opens the phone's camera straight away (a technician's before/after photos). */
  capture?: boolean;
}) {
  const { t } = useTranslation('common');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useRef(new Set<string>());
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const update = (key: string, patch: Partial<PickedFile>) =>
    onChange((list) => list.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const send = (picked: PickedFile) => {
    update(picked.key, { state: 'uploading', progress: 0, error: undefined });
    uploadWorkOrderMedia(picked.file, getAuthHeaders, (progress) =>
      update(picked.key, { progress }),
    )
      .then((media) => update(picked.key, { state: 'done', progress: 1, media }))
      .catch((err: unknown) =>
        update(picked.key, {
          state: 'failed',
          error:
            err instanceof ApiError
              ? (err.fields.file ?? err.message)
              : err instanceof Error
                ? err.message
                : String(err),
        }),
      );
  };

  const pick = (list: FileList | null) => {
    if (!list) return;
    const room = Math.max(0, max - files.length);
    const added = [...list].slice(0, room).map((file): PickedFile => {
      const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
      if (preview) previews.current.add(preview);
      return { key: crypto.randomUUID(), file, preview, progress: 0, state: 'uploading' };
    });
    onChange((current) => [...current, ...added]);
    for (const picked of added) send(picked);
    if (input.current) input.current.value = '';
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <p id={`${id}-label`} className="block text-sm font-medium text-navy">
        {label} <span className="font-normal text-slate-600">{t('form.optional')}</span>
      </p>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {files.map((f) => (
            <li
              key={f.key}
              className="relative overflow-hidden rounded-lg border border-slate-200 bg-white"
            >
              {f.preview ? (
                <img
                  src={f.preview}
                  alt={f.file.name}
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <div className="flex aspect-square items-center justify-center bg-slate-100 p-2 text-center text-xs break-all text-slate-700">
                  {f.file.name}
                </div>
              )}
              <div className="p-2">
                {f.state === 'failed' ? (
                  <>
                    <p role="alert" className="text-xs text-red-700">
                      {f.error}
                    </p>
                    <button
                      type="button"
                      onClick={() => send(f)}
                      className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-ocean hover:underline"
                    >
                      <RotateCcw aria-hidden className="size-3.5" />
                      {t('media.retry')}
                    </button>
                  </>
                ) : (
                  <>
                    <progress
                      className="h-1.5 w-full accent-ocean"
                      max={1}
                      value={f.progress}
                      aria-label={t('media.progress', { name: f.file.name })}
                    />
                    <p className="mt-0.5 text-xs text-slate-600">
                      {f.state === 'done'
                        ? t('media.uploaded')
                        : t('media.uploading', { percent: Math.round(f.progress * 100) })}
                    </p>
                  </>
                )}
              </div>
              <button
                type="button"
                onClick={() => onChange((list) => list.filter((x) => x.key !== f.key))}
                aria-label={t('media.remove', { name: f.file.name })}
                className="absolute top-1 right-1 rounded-full bg-white/90 p-1 text-slate-800 shadow hover:bg-white"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {files.length < max && (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            multiple={!capture}
            accept="image/*,video/mp4,video/quicktime,video/webm"
            {...(capture ? { capture: 'environment' as const } : {})}
            className="sr-only"
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={
              [hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined
            }
            onChange={(e) => pick(e.target.files)}
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className="mt-2 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-dashed border-slate-400 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-[:focus-visible]:ring-2"
          >
            <ImagePlus aria-hidden className="size-4" />
            {t('media.add', { count: max - files.length })}
          </label>
        </>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
