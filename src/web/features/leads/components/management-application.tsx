import type { ReactNode } from 'react';
import { FormCheckbox } from '../../../components/ui/form-context-fields';
import type { TFunction } from '../../../i18n/translator';
import { ContactFields } from './contact-fields';
import { FormSection } from './lead-form';
import { NotesField } from './notes-field';
import { StartAndPlanFields } from './plan-fields';

/**
 * The management application's fields around its properties, the same for one property
 * (/ma-form) and several (/multi-ma): the owner, the start and plan, notes and consent.
 */
export function ManagementApplicationFields({
  t,
  properties,
}: {
  t: TFunction;
  /** The properties' section: one property's fields, or the growing list. */
  properties: ReactNode;
}) {
  return (
    <>
      <FormSection title={t('sections.owner')} description={t('sections.ownerHint')}>
        <ContactFields />
      </FormSection>
      {properties}
      <FormSection title={t('sections.plan')}>
        <StartAndPlanFields planHint={t('planHint')} />
      </FormSection>
      <NotesField name="notes" hint={t('notesHint')} />
      <FormCheckbox name="consent" label={t('consent')} />
    </>
  );
}

/** Both applications start with the same values but for their properties. */
export const MANAGEMENT_APPLICATION_DEFAULTS = {
  desiredStart: '',
  plan: undefined,
  notes: '',
  consent: false,
};
