import { Banknote, CalendarCheck, CircleCheck, ShieldCheck, Smartphone } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  LIABILITY_LIMITS,
  VENDOR_TRADES,
  WORKERS_COMP,
} from '../../../../shared/lead-choices/collaboration';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { InfoCards, InfoPanel } from '../components/info-blocks';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormCheckboxGroup,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// Loaded when the vendor moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/collaboration').then((m) => m.CollaborationLeadSchema);

const BENEFIT_ICONS = [Banknote, Smartphone, CalendarCheck, ShieldCheck];
const emptyReference = { name: '', company: '', phone: '' };

/** /collaboration: the vendor and partner program, and the application to join it. */
export default function CollaborationPage() {
  const { t } = useTranslation(['leads-collaboration', 'leads']);
  const options = useOptions('leads-collaboration');
  const common = useOptions();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('collaboration', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      company: '',
      trade: '' as never,
      licenseNumber: '',
      yearsInBusiness: undefined,
      insurance: { carrier: '', liabilityLimit: undefined, workersComp: undefined },
      serviceAreas: [],
      references: [emptyReference, emptyReference],
      details: '',
      website: '',
    },
  });
  const benefits = t('benefits.items', { returnObjects: true }) as {
    badge?: string;
    title: string;
    text: string;
  }[];
  const requirements = t('requirements.items', { returnObjects: true }) as string[];

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={
        <InfoCards
          heading={t('benefits.heading')}
          columns={4}
          items={benefits.map((b, i) => ({ ...b, icon: BENEFIT_ICONS[i] ?? ShieldCheck }))}
        />
      }
      copy={t}
      asideExtra={
        <>
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
        </>
      }
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
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
        <FormTextarea
          name="details"
          label={t('leads:fields.notes')}
          hint={t('form.detailsHint')}
          optional
        />
      </LeadForm>
    </LeadPageLayout>
  );
}
