import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { z } from 'zod';
import { type SiteSettings, StormAlertInputSchema } from '../../../../shared/schemas/site';
import { FormError } from '../../../components/ui/form-actions';
import { CheckboxField } from '../../../components/ui/choice-fields';
import { TextareaField, TextField } from '../../../components/ui/form-field';
import { useSaveSiteSettings } from './use-save-site-settings';

const FormSchema = z.object({ stormAlert: StormAlertInputSchema });
type FormValues = z.infer<typeof FormSchema>;
const FIELDS = [
  'stormAlert.title',
  'stormAlert.body',
  'stormAlert.titleEs',
  'stormAlert.bodyEs',
] as const;

/**
 * Raise, change or clear the storm alert shown on every public page and on /storm. It is drawn
 * only once the saved settings are here, so nothing typed or ticked is overwritten by their arrival.
 */
export function StormAlertForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('site-admin');
  const alert = settings.stormAlert;
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    values: {
      stormAlert: {
        active: alert.active,
        title: alert.title ?? '',
        body: alert.body ?? '',
        titleEs: alert.titleEs ?? '',
        bodyEs: alert.bodyEs ?? '',
      },
    },
  });
  const { save, formError } = useSaveSiteSettings(setError, FIELDS, (saved) =>
    t(saved.stormAlert.active ? 'storm.savedActive' : 'storm.savedOff'),
  );

  const errors = formState.errors.stormAlert;

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700" aria-live="polite">
        {alert.active ? t('storm.statusOn') : t('storm.statusOff')}
      </p>
      <CheckboxField label={t('storm.active')} {...register('stormAlert.active')} />
      <TextField
        label={t('storm.title')}
        error={errors?.title?.message}
        {...register('stormAlert.title')}
      />
      <TextareaField
        label={t('storm.body')}
        hint={t('storm.bodyHint')}
        rows={4}
        error={errors?.body?.message}
        {...register('stormAlert.body')}
      />
      <TextField
        label={t('storm.titleEs')}
        hint={t('storm.spanishHint')}
        error={errors?.titleEs?.message}
        {...register('stormAlert.titleEs')}
      />
      <TextareaField
        label={t('storm.bodyEs')}
        rows={4}
        error={errors?.bodyEs?.message}
        {...register('stormAlert.bodyEs')}
      />
      <FormError message={formError} />
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="self-start rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
      >
        {t('storm.save')}
      </button>
    </form>
  );
}
