import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MAX_TAGS } from '../../../../shared/schemas/blog';
import { FieldError, FieldHint, fieldWiring } from '../../../components/ui/field-messages';
import { controlClass } from '../../../components/ui/form-field';

/** Tags as chips: typed and added (Enter or the button), removed one by one; no duplicates. */
export function TagsField({
  tags,
  onChange,
  error,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('blog-admin');
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= MAX_TAGS;

  const add = () => {
    const tag = draft.trim().replace(/\s+/g, ' ');
    if (!tag) return;
    if (!tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      onChange([...tags, tag]);
    }
    setDraft('');
  };

  const hint = t('fields.tagsHint', { max: MAX_TAGS });
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy">
        {t('fields.tags')}
      </label>
      <FieldHint id={id} hint={hint} />
      <div className="mt-1.5 flex gap-2">
        <input
          {...fieldWiring(id, { hint, error })}
          name="tags"
          value={draft}
          maxLength={40}
          disabled={full}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={controlClass}
        />
        <button
          type="button"
          onClick={add}
          disabled={full || !draft.trim()}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-50"
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('fields.addTag')}
        </button>
      </div>
      <FieldError id={id} message={error} />
      {tags.length > 0 && (
        <ul aria-label={t('fields.tagList')} className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-ocean/10 py-0.5 pr-1 pl-3 text-sm font-medium text-ocean-dark"
            >
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                aria-label={t('fields.removeTag', { tag })}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-ocean/15"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
