import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  CITY_TEXT_LIMITS,
  CityContentInputSchema,
  type AdminCity,
  type CityContent,
} from '../../../../shared/schemas/cities-admin';
import { FormActions } from '../../../components/ui/form-actions';
import { useFocusFirstError } from '../../../components/ui/focus-first-error';
import { applyServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSaveCityContent } from '../api/cities-admin-mutations';
import { cityFieldPaths, toCityFormValues, type CityFormValues } from '../lib/city-form';
import { LocalizedTextFields } from '../../../components/ui/localized-text-fields';
import { MarinaFields } from './marina-fields';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-slate-200 pt-5 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** The text and marinas of one city's marine-lifestyle page, validated as the server does. */
export function CityEditor({ city, onDone }: { city: AdminCity; onDone: () => void }) {
  const { t } = useTranslation('cities-admin');
  const save = useSaveCityContent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CityFormValues, unknown, CityContent>({
    resolver: zodResolver(CityContentInputSchema),
    defaultValues: toCityFormValues(city),
    // Marinas are added and moved: focus errors in page order, not registration order.
    shouldFocusError: false,
  });
  const { formRef } = useFocusFirstError(form);
  const { register, handleSubmit, setError, getValues, formState } = form;
  const { errors } = formState;

  const onSubmit = async (content: CityContent) => {
    setFormError(null);
    try {
      await save.mutateAsync({ slug: city.slug, content });
      showToast('success', t('editor.saved', { city: city.name }));
      onDone();
    } catch (err) {
      const paths = cityFieldPaths(getValues('marinas').length);
      setFormError(applyServerErrors(err, setError, paths));
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={handleSubmit(onSubmit)}
        noValidate
        className="flex flex-col gap-6"
      >
        <Section title={t('editor.textTitle')}>
          <LocalizedTextFields
            label={t('fields.tagline')}
            hint={t('fields.taglineHint', { max: CITY_TEXT_LIMITS.tagline })}
            en={register('tagline.en')}
            es={register('tagline.es')}
            errors={errors.tagline}
          />
          <LocalizedTextFields
            label={t('fields.guide')}
            hint={t('fields.guideHint')}
            rows={9}
            en={register('guide.en')}
            es={register('guide.es')}
            errors={errors.guide}
          />
          <LocalizedTextFields
            label={t('fields.boatingNotes')}
            hint={t('fields.boatingNotesHint')}
            rows={5}
            en={register('boatingNotes.en')}
            es={register('boatingNotes.es')}
            errors={errors.boatingNotes}
          />
        </Section>
        <Section title={t('marinas.title')}>
          <p className="-mt-2 text-sm text-slate-600">{t('marinas.lead')}</p>
          <MarinaFields />
        </Section>
        <FormActions
          error={formError}
          submitLabel={t('editor.save')}
          submitting={formState.isSubmitting}
          cancel={{ label: t('editor.cancel'), onClick: onDone }}
          className="flex flex-wrap gap-3 border-t border-slate-200 pt-5"
        />
      </form>
    </FormProvider>
  );
}
