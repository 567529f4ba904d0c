import { CalendarRange, FileSignature, Lock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { RENEWAL_CHANGES, RENEWAL_TERMS } from '../../../../shared/lead-choices/renewal';
import { useSession } from '../../../lib/session/session-context';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { InfoCards } from '../components/info-blocks';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormCheckboxGroup,
  FormDateField,
  FormRadioGroup,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';
import { renewalPrefill } from '../../../entities/lease/renewal-prefill';

// Loaded when the resident moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/renewal').then((m) => m.RenewalLeadSchema);

const STEP_ICONS = [CalendarRange, FileSignature, Lock];

/** /renewal: a resident asks to renew their lease; signed-in residents find their details filled in. */
export default function RenewalPage() {
  const { t } = useTranslation(['leads-renewal', 'leads']);
  const options = useOptions('leads-renewal');
  const { user } = useSession();
  // A resident's lease page links here with its home and end date (renewalHref).
  const [params] = useSearchParams();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('renewal', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      ...renewalPrefill(params),
      term: undefined,
      changeTypes: [],
      changes: '',
      website: '',
    },
  });
  const cards = t('how.items', { returnObjects: true }) as {
    badge?: string;
    title: string;
    text: string;
  }[];
  const terms = t('options.terms', { returnObjects: true }) as Record<
    string,
    { label: string; description: string }
  >;

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={
        <>
          {!user && (
            <p className="mt-4 text-sm text-slate-700">
              {t('hero.signInPrompt')}{' '}
              <Link to="/auth" className="font-semibold text-ocean underline underline-offset-4">
                {t('hero.signInLink')}
              </Link>
            </p>
          )}
          <InfoCards
            heading={t('how.heading')}
            items={cards.map((c, i) => ({ ...c, icon: STEP_ICONS[i] ?? CalendarRange }))}
          />
        </>
      }
      copy={t}
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
        <FormSection title={t('form.about')}>
          <ContactFields />
        </FormSection>
        <FormSection title={t('form.home')}>
          <div className="grid gap-4 md:grid-cols-6">
            <FormTextField
              name="property"
              label={t('form.property')}
              hint={t('form.propertyHint')}
              className="md:col-span-4"
            />
            <FormTextField
              name="unit"
              label={t('leads:fields.unit')}
              optional
              className="md:col-span-2 md:self-end"
            />
            <FormDateField
              name="currentLeaseEnd"
              label={t('form.currentLeaseEnd')}
              className="md:col-span-3"
            />
          </div>
        </FormSection>
        <FormSection title={t('form.newLease')}>
          <FormRadioGroup
            name="term"
            legend={t('form.term')}
            columns={3}
            options={RENEWAL_TERMS.map((value) => ({
              value,
              label: terms[value]?.label ?? value,
              description: terms[value]?.description,
            }))}
          />
          <FormCheckboxGroup
            name="changeTypes"
            legend={t('form.changeTypes')}
            hint={t('form.changeTypesHint')}
            options={options('changes', RENEWAL_CHANGES)}
            columns={2}
          />
          <FormTextarea
            name="changes"
            label={t('form.changes')}
            hint={t('form.changesHint')}
            optional
          />
        </FormSection>
      </LeadForm>
    </LeadPageLayout>
  );
}
