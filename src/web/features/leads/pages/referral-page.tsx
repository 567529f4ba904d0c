import { useTranslation } from '../../../i18n/use-translation';
import { LEAD_CITIES, PROPERTY_TYPES } from '../../../../shared/lead-choices/common';
import { REFERRAL_RELATIONSHIPS } from '../../../../shared/lead-choices/referral';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormCheckbox,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// Loaded when the referrer moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/referral').then((m) => m.ReferralLeadSchema);

/** /referral: refer a property owner to us. */
export default function ReferralPage() {
  const { t } = useTranslation(['leads-referral', 'leads']);
  const options = useOptions();
  const ownOptions = useOptions('leads-referral');
  usePageMeta({ title: t('metaTitle'), description: t('metaDescription') });
  const lead = useLeadForm('referral', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      owner: { name: '', email: '', phone: '' },
      property: { address: '', city: undefined, type: undefined },
      relationship: undefined,
      notes: '',
      consent: false,
      website: '',
    },
  });

  return (
    <LeadPageLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      copy={t}
      formTitle={t('formTitle')}
    >
      <LeadForm {...lead} label={t('formTitle')} submitLabel={t('submit')}>
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
            options={ownOptions('relationships', REFERRAL_RELATIONSHIPS)}
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
              options={options('cities', LEAD_CITIES)}
            />
            <FormSelect
              name="property.type"
              label={t('leads:fields.propertyType')}
              options={options('propertyTypes', PROPERTY_TYPES)}
            />
          </div>
        </FormSection>
        <FormTextarea
          name="notes"
          label={t('fields.notes')}
          hint={t('fields.notesHint')}
          optional
        />
        <FormCheckbox name="consent" label={t('consent')} />
      </LeadForm>
    </LeadPageLayout>
  );
}
