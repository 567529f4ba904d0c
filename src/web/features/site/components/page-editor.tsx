import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { PageInputSchema, type Page } from '../../../../shared/schemas/site';
import { FormError } from '../../../components/ui/form-actions';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { SelectField, TextareaField, TextField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSavePage } from '../api/mutations';

type FormInput = z.input<typeof PageInputSchema>;
type FormOutput = z.output<typeof PageInputSchema>;
const FIELDS = ['slug', 'language', 'title', 'description', 'body'] as const;

/** Create or edit one CMS page, with a live preview of the body beside the text. */
export function PageEditor({
  page,
  onDone,
  renderPreview,
}: {
  page: Page | null;
  onDone: () => void;
  renderPreview: (body: string) => ReactNode;
}) {
  const { t } = useTranslation('site-admin');
  const save = useSavePage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, control, formState } = useForm<
    FormInput,
    unknown,
    FormOutput
  >({
    resolver: zodResolver(PageInputSchema),
    defaultValues: page
      ? {
          slug: page.slug,
          language: page.language as FormInput['language'],
          title: page.title,
          description: page.description,
          body: page.body,
          published: page.published,
        }
      : { slug: '', language: 'en', title: '', description: '', body: '', published: true },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const { errors } = formState;

  const onSubmit = async (values: FormOutput) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: page?.id ?? null, input: values });
      toast.success(t(page ? 'pages.updated' : 'pages.created', { slug: values.slug }));
      onDone();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELDS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={t('pages.slug')}
          hint={t('pages.slugHint')}
          error={errors.slug?.message}
          {...register('slug')}
        />
        <SelectField
          label={t('pages.language')}
          error={errors.language?.message}
          {...register('language')}
        >
          <option value="en">{t('pages.languages.en')}</option>
          <option value="es">{t('pages.languages.es')}</option>
        </SelectField>
        <TextField label={t('pages.title')} error={errors.title?.message} {...register('title')} />
        <TextField
          label={t('pages.description')}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextareaField
          label={t('pages.body')}
          hint={t('pages.bodyHint', { skipInterpolation: true })}
          rows={18}
          className="font-mono"
          error={errors.body?.message}
          {...register('body')}
        />
        <section
          aria-label={t('pages.preview')}
          className="max-h-[30rem] overflow-auto rounded-lg border border-slate-200 p-4"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t('pages.preview')}
          </p>
          {renderPreview(body)}
        </section>
      </div>
      <CheckboxField label={t('pages.published')} {...register('published')} />
      <FormError message={formError} />
      <div className="flex gap-3">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
        >
          {t(page ? 'pages.saveChanges' : 'pages.create')}
        </button>
        <button
          type="button"
          onClick={onDone}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('pages.cancel')}
        </button>
      </div>
    </form>
  );
}
