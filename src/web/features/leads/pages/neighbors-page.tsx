import { useQuery } from '@tanstack/react-query';
import { Car, CloudLightning, KeyRound, PawPrint, Trash2, Volume2 } from 'lucide-react';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import {
  CONCERN_CATEGORIES,
  CONCERN_FREQUENCIES,
  FOLLOW_UP_PREFERENCES,
} from '../../../../shared/lead-choices/neighbors';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { ContactFields } from '../components/contact-fields';
import { copyCardsHero, describedOptions, InfoPanel } from '../components/info-blocks';
import { FormSection } from '../components/lead-form';
import { GROUPED_COPY, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import {
  FormDateField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

const GUIDELINE_ICONS = [Volume2, Car, PawPrint, Trash2, KeyRound, CloudLightning] as const;

function Aside({ t }: LeadPageParts) {
  const { data: settings } = useQuery(siteSettingsQuery);
  return (
    <InfoPanel title={t('emergency.title')}>
      <p>{t('emergency.text')}</p>
      {settings?.phone && (
        <p className="mt-2">
          {t('emergency.line')}{' '}
          <a
            href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}
            className="font-semibold text-ocean underline underline-offset-4"
          >
            {settings.phone}
          </a>
        </p>
      )}
    </InfoPanel>
  );
}

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
      <FormSection title={t('form.about')} description={t('form.aboutHint')}>
        <ContactFields phoneOptional />
      </FormSection>
      <FormSection title={t('form.what')}>
        <div className="grid gap-4 md:grid-cols-3">
          <FormTextField
            name="location"
            label={t('form.location')}
            hint={t('form.locationHint')}
            className="md:col-span-2"
          />
          <FormSelect
            name="city"
            label={t('leads:fields.city')}
            options={common('cities', LEAD_CITIES)}
            className="md:self-end"
          />
        </div>
        <FormRadioGroup
          name="category"
          legend={t('form.category')}
          options={options('categories', CONCERN_CATEGORIES)}
          columns={3}
        />
        <FormTextarea
          name="description"
          label={t('form.description')}
          hint={t('form.descriptionHint')}
          rows={5}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <FormDateField name="incidentDate" label={t('form.incidentDate')} />
        </div>
        <FormRadioGroup
          name="frequency"
          legend={t('form.frequency')}
          options={options('frequencies', CONCERN_FREQUENCIES)}
          columns={3}
        />
      </FormSection>
      <FormSection title={t('form.followUpTitle')}>
        <FormRadioGroup
          name="followUp"
          legend={t('form.followUp')}
          options={describedOptions(t, 'options.followUp', FOLLOW_UP_PREFERENCES)}
        />
      </FormSection>
    </>
  );
}

/** /neighbors: the house rules of the buildings we manage, and a private way to report a concern. */
export default leadKindPage({
  kind: 'neighbors',
  namespace: 'leads-neighbors',
  copy: GROUPED_COPY,
  loadSchema: () =>
    import('../../../../shared/schemas/leads/neighbors').then((m) => m.NeighborsLeadSchema),
  defaultValues: {
    location: '',
    city: '' as never,
    category: undefined,
    description: '',
    incidentDate: '',
    frequency: undefined,
    followUp: undefined,
  },
  Hero: copyCardsHero('guidelines', GUIDELINE_ICONS),
  Aside,
  Fields,
});
