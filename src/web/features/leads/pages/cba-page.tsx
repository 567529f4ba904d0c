import { Building2, Calculator, FileText, PiggyBank, Users, Wrench } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  ASSOCIATION_NEEDS,
  ASSOCIATION_TYPES,
  BOARD_ROLES,
} from '../../../../shared/lead-choices/cba';
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

// Loaded when the board member moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/cba').then((m) => m.CbaLeadSchema);

const SERVICE_ICONS = [Calculator, PiggyBank, Building2, Wrench, Users, FileText];

/** /cba: community and condo association management, and a board's inquiry. */
export default function CbaPage() {
  const { t } = useTranslation(['leads-cba', 'leads']);
  const options = useOptions('leads-cba');
  const common = useOptions();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('cba', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      associationName: '',
      associationType: undefined,
      units: undefined,
      city: '' as never,
      currentManager: '',
      boardRole: '' as never,
      needs: [],
      details: '',
      website: '',
    },
  });
  const services = t('services.items', { returnObjects: true }) as {
    badge: string;
    title: string;
    text: string;
  }[];
  const dates = t('dates.items', { returnObjects: true }) as { title: string; text: string }[];

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={
        <InfoCards
          heading={t('services.heading')}
          items={services.map((s, i) => ({ ...s, icon: SERVICE_ICONS[i] ?? Building2 }))}
        />
      }
      copy={t}
      asideExtra={
        <>
          <InfoPanel title={t('dates.title')}>
            <dl className="flex flex-col gap-3">
              {dates.map((d) => (
                <div key={d.title}>
                  <dt className="font-semibold text-navy">{d.title}</dt>
                  <dd className="mt-0.5">{d.text}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 border-t border-slate-200 pt-3 text-xs text-slate-600">
              {t('dates.note')}
            </p>
          </InfoPanel>
        </>
      }
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
        <FormSection title={t('form.about')}>
          <ContactFields />
          <FormSelect
            name="boardRole"
            label={t('form.boardRole')}
            options={options('boardRoles', BOARD_ROLES)}
            className="md:max-w-sm"
          />
        </FormSection>
        <FormSection title={t('form.association')}>
          <FormTextField name="associationName" label={t('form.associationName')} />
          <FormRadioGroup
            name="associationType"
            legend={t('form.associationType')}
            options={options('types', ASSOCIATION_TYPES)}
            columns={2}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <FormTextField
              name="units"
              label={t('form.units')}
              hint={t('form.unitsHint')}
              numeric
            />
            <FormSelect
              name="city"
              label={t('leads:fields.city')}
              options={common('cities', LEAD_CITIES)}
              className="md:self-end"
            />
          </div>
          <FormTextField
            name="currentManager"
            label={t('form.currentManager')}
            hint={t('form.currentManagerHint')}
            optional
          />
        </FormSection>
        <FormCheckboxGroup
          name="needs"
          legend={t('form.needs')}
          hint={t('form.needsHint')}
          options={options('needs', ASSOCIATION_NEEDS)}
          columns={2}
        />
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
