import { Banknote, CalendarCheck, CircleCheck, ShieldCheck, Smartphone } from 'lucide-react';
import {
  LIABILITY_LIMITS,
  VENDOR_TRADES,
  WORKERS_COMP,
} from '../../../../shared/lead-choices/collaboration';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { ContactFields } from '../components/contact-fields';
import { copyCardsHero, InfoPanel } from '../components/info-blocks';
import { FormSection } from '../components/lead-form';
import { GROUPED_COPY, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { NotesField } from '../components/notes-field';
import {
  FormCheckboxGroup,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';

const BENEFIT_ICONS = [Banknote, Smartphone, CalendarCheck, ShieldCheck] as const;
const emptyReference = { name: '', company: '', phone: '' };

function Aside({ t }: LeadPageParts) {
  const requirements = t('requirements.items', { returnObjects: true }) as string[];
  return (
    <InfoPanel title={t('requirements.title')}>
      <ul className="flex flex-col gap-2">
        {requirements.map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-ocean" aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </InfoPanel>
  );
}

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
      <FormSection title={t('form.contact')}>
        <ContactFields />
      </FormSection>
      <FormSection title={t('form.company')}>
        <FormTextField name="company" label={t('form.companyName')} autoComplete="organization" />
        <div className="grid gap-4 md:grid-cols-2">
          <FormSelect
            name="trade"
            label={t('form.trade')}
            options={options('trades', VENDOR_TRADES)}
          />
          <FormTextField name="yearsInBusiness" label={t('form.yearsInBusiness')} numeric />
        </div>
        <FormTextField
          name="licenseNumber"
          label={t('form.licenseNumber')}
          hint={t('form.licenseHint')}
          optional
          autoCapitalize="characters"
        />
      </FormSection>
      <FormSection title={t('form.insurance')}>
        <FormTextField name="insurance.carrier" label={t('form.carrier')} />
        <FormRadioGroup
          name="insurance.liabilityLimit"
          legend={t('form.liabilityLimit')}
          options={options('liability', LIABILITY_LIMITS)}
          columns={3}
        />
        <FormRadioGroup
          name="insurance.workersComp"
          legend={t('form.workersComp')}
          options={options('workersComp', WORKERS_COMP)}
          columns={3}
        />
      </FormSection>
      <FormCheckboxGroup
        name="serviceAreas"
        legend={t('form.serviceAreas')}
        hint={t('form.serviceAreasHint')}
        options={common('cities', LEAD_CITIES)}
        columns={3}
      />
      <FormSection title={t('form.references')} description={t('form.referencesHint')}>
        {[0, 1].map((i) => (
          <fieldset
            key={i}
            className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4 md:grid-cols-3 md:p-5"
          >
            <legend className="px-1 font-semibold text-navy">
              {t('form.reference', { number: i + 1 })}
            </legend>
            <FormTextField
              name={`references.${i}.name`}
              label={t('form.referenceName')}
              autoComplete="off"
            />
            <FormTextField
              name={`references.${i}.company`}
              label={t('form.referenceCompany')}
              optional
              autoComplete="off"
            />
            <FormTextField
              name={`references.${i}.phone`}
              type="tel"
              label={t('form.referencePhone')}
              autoComplete="off"
            />
          </fieldset>
        ))}
      </FormSection>
      <NotesField name="details" hint={t('form.detailsHint')} />
    </>
  );
}

/** /collaboration: the vendor and partner program, and the application to join it. */
export default leadKindPage({
  kind: 'collaboration',
  namespace: 'leads-collaboration',
  copy: GROUPED_COPY,
  loadSchema: () =>
    import('../../../../shared/schemas/leads/collaboration').then((m) => m.CollaborationLeadSchema),
  defaultValues: {
    company: '',
    trade: '' as never,
    licenseNumber: '',
    yearsInBusiness: undefined,
    insurance: { carrier: '', liabilityLimit: undefined, workersComp: undefined },
    serviceAreas: [],
    references: [emptyReference, emptyReference],
    details: '',
  },
  Hero: copyCardsHero('benefits', BENEFIT_ICONS, 4),
  Aside,
  Fields,
});
