import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import type { z } from 'zod';
import { ContactSettingsSchema, type SiteSettings } from '../../../../shared/schemas/site';
import { FormError } from '../../../components/ui/form-actions';
import { TextField } from '../../../components/ui/form-field';
import { useSaveSiteSettings } from './use-save-site-settings';

type FormInput = z.input<typeof ContactSettingsSchema>;
type FormOutput = z.output<typeof ContactSettingsSchema>;
const FIELDS = [
  'brandName',
  'legalName',
  'supportEmail',
  'senderEmail',
  'phone',
  'emergencyPhone',
  'address',
  'tagline.en',
  'tagline.es',
  'officeHours.en',
  'officeHours.es',
] as const;

/** Brand and contact details: what the header, footer, e-mails and legal pages show. */
export function ContactSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('site-admin');
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ContactSettingsSchema),
    values: {
      brandName: settings.brandName,
      legalName: settings.legalName,
      supportEmail: settings.supportEmail,
      senderEmail: settings.senderEmail,
      phone: settings.phone,
      emergencyPhone: settings.emergencyPhone,
      address: settings.address,
      tagline: settings.tagline,
      officeHours: settings.officeHours,
    },
  });
  const { save, formError } = useSaveSiteSettings(setError, FIELDS, () => t('contact.saved'));
  const { errors } = formState;

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="grid gap-4 md:grid-cols-2">
      <TextField
        label={t('contact.brandName')}
        error={errors.brandName?.message}
        {...register('brandName')}
      />
      <TextField
        label={t('contact.legalName')}
        error={errors.legalName?.message}
        {...register('legalName')}
      />
      <TextField
        label={t('contact.supportEmail')}
        type="email"
        error={errors.supportEmail?.message}
        {...register('supportEmail')}
      />
      <TextField
        label={t('contact.senderEmail')}
        type="email"
        hint={t('contact.senderEmailHint')}
        error={errors.senderEmail?.message}
        {...register('senderEmail')}
      />
      <TextField
        label={t('contact.phone')}
        type="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label={t('contact.emergencyPhone')}
        type="tel"
        error={errors.emergencyPhone?.message}
        {...register('emergencyPhone')}
      />
      <TextField
        label={t('contact.address')}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('contact.taglineEn')}
        error={errors.tagline?.en?.message}
        {...register('tagline.en')}
      />
      <TextField
        label={t('contact.taglineEs')}
        hint={t('contact.spanishHint')}
        error={errors.tagline?.es?.message}
        {...register('tagline.es')}
      />
      <TextField
        label={t('contact.hoursEn')}
        error={errors.officeHours?.en?.message}
        {...register('officeHours.en')}
      />
      <TextField
        label={t('contact.hoursEs')}
        hint={t('contact.spanishHint')}
        error={errors.officeHours?.es?.message}
        {...register('officeHours.es')}
      />
      <FormError message={formError} className="md:col-span-2" />
      <div className="md:col-span-2">
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="rounded-lg bg-ocean px-4 py-2 text-sm font-semibold text-white hover:bg-ocean-dark disabled:opacity-60"
        >
          {t('contact.save')}
        </button>
      </div>
    </form>
  );
}
