import { Car, Home, Sailboat, ShoppingBasket, Sparkles } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { CONCIERGE_SERVICES } from '../../../../shared/lead-choices/concierge';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout, ServiceCards } from '../components/lead-page-layout';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormCheckboxGroup,
  FormDateField,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// Loaded when the guest moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/concierge').then((m) => m.ConciergeLeadSchema);

const ICONS = {
  arrival: Home,
  cleaning: Sparkles,
  provisioning: ShoppingBasket,
  boat: Sailboat,
  transport: Car,
};

/** /concierge: what the concierge team does, and a request form. */
export default function ConciergePage() {
  const { t } = useTranslation(['leads-concierge', 'leads']);
  const options = useOptions();
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const lead = useLeadForm('concierge', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      services: [],
      city: undefined,
      propertyAddress: '',
      arrivalDate: '',
      departureDate: '',
      guests: undefined,
      details: '',
      website: '',
    },
  });
  const services = CONCIERGE_SERVICES.map((s) => ({
    value: s,
    icon: ICONS[s],
    title: t(`services.${s}.title`),
    text: t(`services.${s}.text`),
  }));

  return (
    <LeadPageLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      heroExtra={<ServiceCards items={services} />}
      copy={t}
      formTitle={t('formTitle')}
    >
      <LeadForm {...lead} label={t('formTitle')} submitLabel={t('submit')}>
        <FormSection title={t('sections.you')}>
          <ContactFields />
        </FormSection>
        <FormSection title={t('sections.services')}>
          <FormCheckboxGroup
            name="services"
            legend={t('fields.services')}
            hint={t('fields.servicesHint')}
            options={services.map((s) => ({ value: s.value, label: s.title }))}
            columns={2}
          />
        </FormSection>
        <FormSection title={t('sections.stay')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormSelect
              name="city"
              label={t('leads:fields.city')}
              options={options('cities', LEAD_CITIES)}
            />
            <FormTextField
              name="guests"
              numeric
              type="number"
              min={1}
              max={40}
              label={t('fields.guests')}
            />
            <FormTextField
              name="propertyAddress"
              label={t('fields.propertyAddress')}
              hint={t('fields.propertyAddressHint')}
              optional
              className="md:col-span-2"
            />
            <FormDateField name="arrivalDate" label={t('fields.arrivalDate')} />
            <FormDateField name="departureDate" label={t('fields.departureDate')} optional />
          </div>
          <FormTextarea
            name="details"
            label={t('fields.details')}
            hint={t('fields.detailsHint')}
            optional
          />
        </FormSection>
      </LeadForm>
    </LeadPageLayout>
  );
}
