import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { MAX_PROPERTIES } from '../../../../shared/lead-choices/common';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { StartAndPlanFields } from '../components/plan-fields';
import { PropertyFields, emptyProperty } from '../components/property-fields';
import { RepeatableList } from '../components/repeatable-list';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormCheckbox, FormTextarea } from '../../../components/ui/form-context-fields';

// Loaded when the owner moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/multi-ma').then((m) => m.MultiMaLeadSchema);

/** /multi-ma: one management application covering several properties. */
export default function MultiMaPage() {
  const { t } = useTranslation(['leads-ma', 'leads']);
  usePageMeta({ title: t('multi.metaTitle'), description: t('multi.metaDescription') });
  const lead = useLeadForm('multi-ma', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      properties: [emptyProperty as never],
      desiredStart: '',
      plan: undefined,
      notes: '',
      consent: false,
      website: '',
    },
  });

  return (
    <LeadPageLayout
      eyebrow={t('multi.eyebrow')}
      title={t('multi.title')}
      intro={t('multi.intro')}
      heroExtra={
        <p className="mt-4 text-sm text-slate-700">
          {t('multi.single')}{' '}
          <Link to="/ma-form" className="font-semibold text-ocean underline underline-offset-4">
            {t('multi.singleLink')}
          </Link>
        </p>
      }
      copy={t}
      formTitle={t('multi.formTitle')}
    >
      <LeadForm {...lead} label={t('multi.formTitle')} submitLabel={t('submit')}>
        <FormSection title={t('sections.owner')} description={t('sections.ownerHint')}>
          <ContactFields />
        </FormSection>
        <FormSection title={t('sections.properties')} description={t('multi.propertiesHint')}>
          <RepeatableList
            name="properties"
            emptyItem={emptyProperty}
            min={1}
            max={MAX_PROPERTIES}
            itemTitle={(i) => t('multi.propertyTitle', { number: i + 1 })}
            addLabel={t('multi.addProperty')}
            removeLabel={(i) => t('multi.removeProperty', { number: i + 1 })}
            renderItem={(i) => <PropertyFields prefix={`properties.${i}`} />}
          />
        </FormSection>
        <FormSection title={t('sections.plan')}>
          <StartAndPlanFields planHint={t('planHint')} />
        </FormSection>
        <FormTextarea name="notes" label={t('leads:fields.notes')} hint={t('notesHint')} optional />
        <FormCheckbox name="consent" label={t('consent')} />
      </LeadForm>
    </LeadPageLayout>
  );
}
