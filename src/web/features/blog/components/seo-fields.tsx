import { useTranslation } from '../../../i18n/use-translation';
import { SEO_DESCRIPTION_GUIDE, SEO_TITLE_GUIDE } from '../../../../shared/schemas/blog';
import { TextareaField, TextField } from '../../../components/ui/form-field';

/** "42 of 60 characters", turning amber past the length search engines show: guidance only. */
function Counter({ length, guide }: { length: number; guide: number }) {
  const { t } = useTranslation('blog-admin');
  const over = length > guide;
  return (
    <span className={over ? 'font-medium text-amber-800' : undefined}>
      {t(over ? 'seo.over' : 'seo.count', { count: length, guide })}
    </span>
  );
}

/** The search title and description, each counted against what search results show. */
export function SeoFields({
  seoTitle,
  seoDescription,
  fallbackTitle,
  fallbackDescription,
  onChange,
  errors,
}: {
  seoTitle: string;
  seoDescription: string;
  fallbackTitle: string;
  fallbackDescription: string;
  onChange: (field: 'seoTitle' | 'seoDescription', value: string) => void;
  errors: { seoTitle?: string | undefined; seoDescription?: string | undefined };
}) {
  const { t } = useTranslation('blog-admin');
  // Left empty, the post's title and excerpt are what search engines get: count those.
  const titleLength = (seoTitle.trim() || fallbackTitle.trim()).length;
  const descriptionLength = (seoDescription.trim() || fallbackDescription.trim()).length;
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('seo.title')}
        name="seoTitle"
        optional
        value={seoTitle}
        placeholder={fallbackTitle}
        maxLength={120}
        hint={
          <>
            {t('seo.titleHint')} <Counter length={titleLength} guide={SEO_TITLE_GUIDE} />
          </>
        }
        error={errors.seoTitle}
        onChange={(e) => onChange('seoTitle', e.target.value)}
      />
      <TextareaField
        label={t('seo.description')}
        name="seoDescription"
        optional
        rows={3}
        value={seoDescription}
        placeholder={fallbackDescription}
        maxLength={300}
        hint={
          <>
            {t('seo.descriptionHint')}{' '}
            <Counter length={descriptionLength} guide={SEO_DESCRIPTION_GUIDE} />
          </>
        }
        error={errors.seoDescription}
        onChange={(e) => onChange('seoDescription', e.target.value)}
      />
    </div>
  );
}
