import { useSearchParams } from 'react-router';
import { AppliedHome } from '../components/applied-home';
import { CurrentAddressFields, EmploymentFields, ReferenceFields } from '../components/car-fields';
import { ContactFields } from '../components/contact-fields';
import { FormSection } from '../components/lead-form';
import { flatCopy, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import {
  FormCheckbox,
  FormDateField,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

const emptyReference = { name: '', relationship: undefined, phone: '' };

function Fields({ t }: LeadPageParts) {
  // "Apply for this home" on a rental listing opens /car?listing=<id>.
  const listingId = useSearchParams()[0].get('listing');
  return (
    <>
      <FormSection title={t('sections.applicant')}>
        <ContactFields />
      </FormSection>
      <FormSection title={t('sections.home')}>
        {listingId && <AppliedHome key={listingId} listingId={listingId} />}
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField
            name="desiredProperty"
            label={t('fields.desiredProperty')}
            hint={t('fields.desiredPropertyHint')}
            className="md:col-span-2"
          />
          <FormDateField name="moveInDate" label={t('fields.moveInDate')} />
          <FormTextField
            name="occupants"
            numeric
            type="number"
            min={1}
            max={12}
            label={t('fields.occupants')}
            hint={t('fields.occupantsHint')}
          />
        </div>
      </FormSection>
      <FormSection title={t('sections.address')}>
        <CurrentAddressFields />
      </FormSection>
      <FormSection title={t('sections.employment')} description={t('sections.employmentHint')}>
        <EmploymentFields />
      </FormSection>
      <FormSection title={t('sections.references')} description={t('sections.referencesHint')}>
        <ReferenceFields />
      </FormSection>
      <FormTextarea
        name="pets"
        label={t('fields.pets')}
        hint={t('fields.petsHint')}
        rows={2}
        optional
      />
      <FormCheckbox name="consentScreening" label={t('consent')} />
    </>
  );
}

/** /car: the rental application, with consent to screening. */
export default leadKindPage({
  kind: 'car',
  namespace: 'leads-car',
  copy: flatCopy(),
  loadSchema: () => import('../../../../shared/schemas/leads/car').then((m) => m.CarLeadSchema),
  defaultValues: {
    listingId: '',
    desiredProperty: '',
    moveInDate: '',
    occupants: undefined,
    currentAddress: { street: '', city: '', state: 'FL', zip: '', yearsAtAddress: undefined },
    employment: { status: undefined, employer: '', jobTitle: '', yearsEmployed: undefined },
    monthlyIncome: undefined,
    references: [emptyReference, emptyReference] as never,
    pets: '',
    consentScreening: false,
  },
  Fields,
});
