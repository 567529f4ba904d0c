import { CalendarRange, FileSignature, Lock } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RENEWAL_CHANGES, RENEWAL_TERMS } from '../../../../shared/lead-choices/renewal';
import { renewalPrefill } from '../../../entities/lease/renewal-prefill';
import { useSession } from '../../../lib/session/session-context';
import { ContactFields } from '../components/contact-fields';
import { CopyCards, describedOptions } from '../components/info-blocks';
import { FormSection } from '../components/lead-form';
import { GROUPED_COPY, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { HeroLink } from '../components/lead-page-layout';
import {
  FormCheckboxGroup,
  FormDateField,
  FormRadioGroup,
  FormTextField,
} from '../../../components/ui/form-context-fields';
import { NotesField } from '../components/notes-field';

const STEP_ICONS = [CalendarRange, FileSignature, Lock] as const;

function Hero({ t }: LeadPageParts) {
  const { user } = useSession();
  return (
    <>
      {!user && <HeroLink prompt={t('hero.signInPrompt')} link={t('hero.signInLink')} to="/auth" />}
      <CopyCards copy={t} section="how" icons={STEP_ICONS} />
    </>
  );
}

function Fields({ t, options }: LeadPageParts) {
  return (
    <>
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
          options={describedOptions(t, 'options.terms', RENEWAL_TERMS)}
        />
        <FormCheckboxGroup
          name="changeTypes"
          legend={t('form.changeTypes')}
          hint={t('form.changeTypesHint')}
          options={options('changes', RENEWAL_CHANGES)}
          columns={2}
        />
        <NotesField name="changes" label={t('form.changes')} hint={t('form.changesHint')} />
      </FormSection>
    </>
  );
}

/** /renewal: a resident asks to renew their lease; signed-in residents find their details filled in. */
export default leadKindPage({
  kind: 'renewal',
  namespace: 'leads-renewal',
  copy: GROUPED_COPY,
  loadSchema: () =>
    import('../../../../shared/schemas/leads/renewal').then((m) => m.RenewalLeadSchema),
  defaultValues: { term: undefined, changeTypes: [], changes: '' },
  // A resident's lease page links here with its home and end date (renewalHref).
  useKnownValues: () => renewalPrefill(useSearchParams()[0]),
  Hero,
  Fields,
});
