import { MessageSquareText } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLeadForm } from '../hooks/use-lead-form';
import { LeadForm } from './lead-form';
import {
  FormDateField,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// The form sits at the foot of a listing's page: its validation (zod) loads when it is used.
const loadSchema = () =>
  import('../../../../shared/schemas/leads/unit-contact').then((m) => m.UnitContactLeadSchema);

/**
 * The inquiry form on a condo unit's page (/community/:condo/:id). Stored as a `unit-contact`
 * lead with the unit and listing ids; admins and sales brokers are told. Laid out with container
 * queries, so it fits a narrow side column as well as a full-width section.
 */
export function UnitContactForm({ unitId, listingId }: { unitId: string; listingId?: string }) {
  const { t } = useTranslation('leads-unit-contact');
  const titleId = useId();
  const lead = useLeadForm('unit-contact', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      unitId,
      listingId,
      message: '',
      tourDate: '',
      moveInDate: '',
      website: '',
    },
  });
  const { setValue } = lead.form;

  // The page may move to another unit without remounting: the inquiry follows the unit shown.
  useEffect(() => {
    setValue('unitId', unitId);
    setValue('listingId', listingId);
  }, [setValue, unitId, listingId]);

  return (
    <section
      aria-labelledby={titleId}
      className="@container rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6"
    >
      <div className="flex items-start gap-3">
        <MessageSquareText className="mt-1 size-6 shrink-0 text-ocean" aria-hidden="true" />
        <div>
          <h2 id={titleId} className="font-display text-2xl font-semibold text-navy">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
        </div>
      </div>
      <div className="mt-6">
        <LeadForm {...lead} label={t('title')} submitLabel={t('submit')}>
          <div className="grid gap-4 @lg:grid-cols-2">
            <FormTextField
              name="contact.name"
              label={t('name')}
              autoComplete="name"
              className="@lg:col-span-2"
            />
            <FormTextField
              name="contact.email"
              type="email"
              label={t('email')}
              autoComplete="email"
            />
            <FormTextField name="contact.phone" type="tel" label={t('phone')} autoComplete="tel" />
            <FormTextarea
              name="message"
              label={t('message')}
              hint={t('messageHint')}
              className="@lg:col-span-2"
            />
            <FormDateField name="tourDate" label={t('tourDate')} optional />
            <FormDateField name="moveInDate" label={t('moveInDate')} optional />
          </div>
        </LeadForm>
      </div>
    </section>
  );
}
