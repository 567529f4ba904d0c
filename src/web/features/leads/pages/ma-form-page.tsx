import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { StartAndPlanFields } from '../components/plan-fields';
import { PropertyFields, emptyProperty } from '../components/property-fields';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormCheckbox, FormTextarea } from '../../../components/ui/form-context-fields';

// Loaded when the owner moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/ma-form').then((m) => m.MaFormLeadSchema);

/** /ma-form: the management agreement application for one property. */
export default function MaFormPage() {
  const { t } = useTranslation(['leads-ma', 'leads']);
  usePageMeta({ title: t('single.metaTitle'), description: t('single.metaDescription') });
  const lead = useLeadForm('ma-form', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      property: emptyProperty as never,
      desiredStart: '',
      plan: undefined,
      notes: '',
      consent: false,
      website: '',
    },
  });

  return (
    <LeadPageLayout
      eyebrow={t('single.eyebrow')}
      title={t('single.title')}
      intro={t('single.intro')}
      heroExtra={
        <p className="mt-4 text-sm text-slate-700">
          {t('single.several')}{' '}
          <Link to="/multi-ma" className="font-semibold text-ocean underline underline-offset-4">
            {t('single.severalLink')}
          </Link>
        </p>
      }
      copy={t}
      formTitle={t('single.formTitle')}
    >
      <LeadForm {...lead} label={t('single.formTitle')} submitLabel={t('submit')}>
        <FormSection title={t('sections.owner')} description={t('sections.ownerHint')}>
          <ContactFields />
        </FormSection>
        <FormSection title={t('sections.property')}>
          <PropertyFields prefix="property" />
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
