import { LEAD_CITIES, PROPERTY_TYPES } from '../../../../shared/lead-choices/common';
import { REFERRAL_RELATIONSHIPS } from '../../../../shared/lead-choices/referral';
import { ContactFields } from '../components/contact-fields';
import { FormSection } from '../components/lead-form';
import { flatCopy, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { NotesField } from '../components/notes-field';
import {
  FormCheckbox,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
      <FormSection title={t('sections.you')}>
        <ContactFields />
      </FormSection>
      <FormSection title={t('sections.owner')} description={t('sections.ownerHint')}>
        <ContactFields
          prefix="owner"
          phoneOptional
          labels={{
            name: t('fields.ownerName'),
            email: t('fields.ownerEmail'),
            phone: t('fields.ownerPhone'),
          }}
        />
        <FormRadioGroup
          name="relationship"
          legend={t('fields.relationship')}
          options={options('relationships', REFERRAL_RELATIONSHIPS)}
          columns={3}
        />
      </FormSection>
      <FormSection title={t('sections.property')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField
            name="property.address"
            label={t('leads:fields.street')}
            autoComplete="off"
            className="md:col-span-2"
          />
          <FormSelect
            name="property.city"
            label={t('leads:fields.city')}
            options={common('cities', LEAD_CITIES)}
          />
          <FormSelect
            name="property.type"
            label={t('leads:fields.propertyType')}
            options={common('propertyTypes', PROPERTY_TYPES)}
          />
        </div>
      </FormSection>
      <NotesField name="notes" label={t('fields.notes')} hint={t('fields.notesHint')} />
      <FormCheckbox name="consent" label={t('consent')} />
    </>
  );
}

/** /referral: refer a property owner to us. */
export default leadKindPage({
  kind: 'referral',
  namespace: 'leads-referral',
  copy: flatCopy(),
  loadSchema: () =>
    import('../../../../shared/schemas/leads/referral').then((m) => m.ReferralLeadSchema),
  defaultValues: {
    owner: { name: '', email: '', phone: '' },
    property: { address: '', city: undefined, type: undefined },
    relationship: undefined,
    notes: '',
    consent: false,
  },
  Fields,
});
