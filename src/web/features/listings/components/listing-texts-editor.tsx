import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  LISTING_TEXT_LIMITS,
  ListingTextsInputSchema,
  type ListingTexts,
  type ListingTextsInput,
  type ManagedListing,
} from '../../../../shared/schemas/listings';
import { FormActions } from '../../../components/ui/form-actions';
import { applyServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { LocalizedTextFields } from '../../../components/ui/localized-text-fields';
import { useSaveListingTexts } from '../api/mutations';

const FIELD_PATHS = ['title.en', 'title.es', 'description.en', 'description.es'] as const;

function toFormValues(listing: ManagedListing): ListingTextsInput {
  return {
    title: { en: listing.title, es: listing.titleEs ?? '' },
    description: { en: listing.description, es: listing.descriptionEs ?? '' },
  };
}

/** A listing's title and description in English and Spanish, validated as the server does. */
export function ListingTextsEditor({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation('listings');
  const save = useSaveListingTexts();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ListingTextsInput, unknown, ListingTexts>({
    resolver: zodResolver(ListingTextsInputSchema),
    defaultValues: toFormValues(listing),
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors } = formState;

  const onSubmit = async (texts: ListingTexts) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ listingId: listing.id, texts });
      reset(toFormValues(saved));
      showToast('success', t('manage.texts.saved', { title: saved.title }));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELD_PATHS));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby="texts-title"
      className="flex flex-col gap-4"
    >
      <div>
        <h3 id="texts-title" className="text-base font-semibold text-slate-900">
          {t('manage.texts.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('manage.texts.lead')}</p>
      </div>
      <LocalizedTextFields
        label={t('manage.texts.title')}
        hint={t('manage.texts.titleHint', { max: LISTING_TEXT_LIMITS.title })}
        en={register('title.en')}
        es={register('title.es')}
        errors={errors.title}
      />
      <LocalizedTextFields
        label={t('manage.texts.description')}
        hint={t('manage.texts.descriptionHint')}
        rows={6}
        en={register('description.en')}
        es={register('description.es')}
        errors={errors.description}
      />
      <FormActions
        error={formError}
        submitLabel={t('manage.texts.save')}
        submitting={formState.isSubmitting}
      />
    </form>
  );
}
