import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { BlogImage } from '../../../../shared/schemas/blog';
import { FieldError } from '../../../components/ui/field-messages';
import { ImageUpload } from './image-upload';

/** The cover: the uploaded image with its alt text and a way to take it off, or an upload. */
export function CoverField({
  cover,
  onChange,
  error,
}: {
  cover: BlogImage | null;
  onChange: (cover: BlogImage | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('blog-admin');
  return (
    <div className="flex flex-col gap-3">
      {cover ? (
        <figure className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <img
            src={cover.url}
            srcSet={cover.srcset || undefined}
            sizes="(min-width: 640px) 16rem, 100vw"
            alt={cover.altText}
            width={cover.width ?? undefined}
            height={cover.height ?? undefined}
            className="aspect-[16/9] w-full rounded-lg border border-slate-200 object-cover sm:w-64"
          />
          <figcaption className="flex min-w-0 flex-1 flex-col items-start gap-2 text-sm text-slate-700">
            <span className="break-words">
              <span className="font-medium text-navy">{t('cover.alt')}: </span>
              {cover.altText}
            </span>
            <button
              type="button"
              onClick={() => onChange(null)}
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('cover.remove')}
            </button>
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">{t('cover.none')}</p>
      )}
      <ImageUpload
        altLabel={t('cover.altLabel')}
        chooseLabel={t(cover ? 'cover.replace' : 'cover.choose')}
        onUploaded={onChange}
      />
      <FieldError id="blog-cover" message={error} />
    </div>
  );
}
