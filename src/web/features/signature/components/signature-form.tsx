import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'react-toastify';
import { SignatureSchema, type SignatureInput } from '../../../../shared/schemas/signature';
import { SelectField, SelectOptions, TextField } from '../../../components/ui/form-field';
import { teamQuery } from '../../../entities/team/team-query';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { signatureHtml } from '../lib/signature-html';
import { SignaturePreview } from './signature-preview';

const EMPTY: SignatureInput = { fullName: '', jobTitle: '', phone: '', email: '', office: '' };

/** Fill in, watch the preview change, copy the HTML. Errors sit under their fields. */
export function SignatureForm() {
  const { t } = useTranslation('signature');
  const { data: team } = useQuery(teamQuery);
  const { data: settings } = useQuery(siteSettingsQuery);
  const { register, handleSubmit, control, formState } = useForm<SignatureInput>({
    resolver: zodResolver(SignatureSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as SignatureInput;
  const offices = team?.offices ?? [];
  const office = offices.find((o) => o.slug === values.office) ?? null;
  const html = signatureHtml(
    { ...EMPTY, ...values },
    { brandName: settings?.brandName ?? '', siteUrl: window.location.origin, office },
  );
  // A code; the field words it in the reader's language.
  const error = (field: keyof SignatureInput) => formState.errors[field]?.message;

  const copy = handleSubmit(async () => {
    try {
      await navigator.clipboard.writeText(html);
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  });

  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <form
        onSubmit={copy}
        noValidate
        className="flex flex-col gap-5"
        aria-labelledby="signature-form-title"
      >
        <h2 id="signature-form-title" className="font-display text-2xl font-semibold text-navy">
          {t('form.title')}
        </h2>
        <TextField
          label={t('form.fullName')}
          autoComplete="name"
          error={error('fullName')}
          {...register('fullName')}
        />
        <TextField
          label={t('form.jobTitle')}
          autoComplete="organization-title"
          error={error('jobTitle')}
          {...register('jobTitle')}
        />
        <TextField
          label={t('form.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('form.phoneHint')}
          error={error('phone')}
          {...register('phone')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={error('email')}
          {...register('email')}
        />
        <SelectField label={t('form.office')} error={error('office')} {...register('office')}>
          <SelectOptions
            none={t('form.chooseOffice')}
            values={offices}
            label={(o) => o.city}
            optionValue={(o) => o.slug}
          />
        </SelectField>
        <button
          type="submit"
          className="inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-xl bg-ocean px-6 font-semibold text-white hover:bg-ocean-dark"
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('copy')}
        </button>
      </form>
      <SignaturePreview html={html} isEmpty={!values.fullName?.trim()} />
    </div>
  );
}
