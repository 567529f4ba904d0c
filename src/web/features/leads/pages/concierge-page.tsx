import { Car, Home, Sailboat, ShoppingBasket, Sparkles } from 'lucide-react';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { CONCIERGE_SERVICES } from '../../../../shared/lead-choices/concierge';
import type { TFunction } from '../../../i18n/translator';
import { ContactFields } from '../components/contact-fields';
import { FormSection } from '../components/lead-form';
import { flatCopy, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { ServiceCards } from '../components/lead-page-layout';
import {
  FormCheckboxGroup,
  FormDateField,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';
import { NotesField } from '../components/notes-field';

const ICONS = {
  arrival: Home,
  cleaning: Sparkles,
  provisioning: ShoppingBasket,
  boat: Sailboat,
  transport: Car,
};

const services = (t: TFunction) =>
  CONCIERGE_SERVICES.map((s) => ({
    value: s,
    icon: ICONS[s],
    title: t(`services.${s}.title`),
    text: t(`services.${s}.text`),
  }));

function Hero({ t }: LeadPageParts) {
  return <ServiceCards items={services(t)} />;
}

function Fields({ t, common }: LeadPageParts) {
  return (
    <>
      <FormSection title={t('sections.you')}>
        <ContactFields />
      </FormSection>
      <FormSection title={t('sections.services')}>
        <FormCheckboxGroup
          name="services"
          legend={t('fields.services')}
          hint={t('fields.servicesHint')}
          options={services(t).map((s) => ({ value: s.value, label: s.title }))}
          columns={2}
        />
      </FormSection>
      <FormSection title={t('sections.stay')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormSelect
            name="city"
            label={t('leads:fields.city')}
            options={common('cities', LEAD_CITIES)}
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
        <NotesField name="details" label={t('fields.details')} hint={t('fields.detailsHint')} />
      </FormSection>
    </>
  );
}

/** /concierge: what the concierge team does, and a request form. */
export default leadKindPage({
  kind: 'concierge',
  namespace: 'leads-concierge',
  copy: flatCopy(),
  loadSchema: () =>
    import('../../../../shared/schemas/leads/concierge').then((m) => m.ConciergeLeadSchema),
  defaultValues: {
    services: [],
    city: undefined,
    propertyAddress: '',
    arrivalDate: '',
    departureDate: '',
    guests: undefined,
    details: '',
  },
  Hero,
  Fields,
});
