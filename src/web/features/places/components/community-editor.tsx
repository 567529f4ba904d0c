import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  COMMUNITY_DESCRIPTION_LIMIT,
  CommunityContentInputSchema,
  type AdminCommunity,
  type CommunityContent,
  type CommunityContentInput,
} from '../../../../shared/schemas/communities-admin';
import { FormActions } from '../../../components/ui/form-actions';
import { applyServerErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useSaveCommunityContent } from '../api/communities-admin';
import { LocalizedTextFields } from '../../../components/ui/localized-text-fields';

const FIELD_PATHS = ['description.en', 'description.es'] as const;

/** What a community's public page says about it, in English and Spanish. */
export function CommunityEditor({ community }: { community: AdminCommunity }) {
  const { t } = useTranslation('cities-admin');
  const save = useSaveCommunityContent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CommunityContentInput, unknown, CommunityContent>({
    resolver: zodResolver(CommunityContentInputSchema),
    defaultValues: { description: { ...community.description } },
  });
  const { register, handleSubmit, setError, reset, formState } = form;

  const onSubmit = async (content: CommunityContent) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ slug: community.slug, content });
      reset({ description: { ...saved.description } });
      showToast('success', t('communities.saved', { community: saved.name }));
    } catch (err) {
      setFormError(applyServerErrors(err, setError, FIELD_PATHS));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <LocalizedTextFields
        label={t('communities.description')}
        hint={t('communities.descriptionHint', { max: COMMUNITY_DESCRIPTION_LIMIT })}
        rows={8}
        en={register('description.en')}
        es={register('description.es')}
        errors={formState.errors.description}
      />
      <FormActions
        error={formError}
        submitLabel={t('communities.save')}
        submitting={formState.isSubmitting}
      />
    </form>
  );
}
