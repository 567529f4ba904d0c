import { useTranslation } from '../../../i18n/use-translation';
import { useFormContext } from 'react-hook-form';
import { MAX_PROPERTIES } from '../../../../shared/lead-choices/common';
import {
  PROSPECT_NEEDS,
  PROSPECT_TIMELINES,
} from '../../../../shared/lead-choices/management-prospect';
import { useOptions } from '../lib/options';
import { ContactFields } from './contact-fields';
import { PayloadView } from './payload-view';
import { PlanChoice } from './plan-fields';
import { PropertyFields, emptyProperty } from './property-fields';
import { RepeatableList } from './repeatable-list';
import {
  FormCheckboxGroup,
  FormDateField,
  FormRadioGroup,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';
import { NotesField } from './notes-field';

/** The wizard's steps, in order, with the form paths each one validates before moving on. */
export const PROSPECT_STEPS = [
  { key: 'owner', fields: ['contact'] },
  { key: 'properties', fields: ['properties'] },
  { key: 'needs', fields: ['needs', 'timeline', 'notes'] },
  { key: 'proposal', fields: ['proposal'] },
  { key: 'review', fields: [] },
] as const;
export type ProspectStepKey = (typeof PROSPECT_STEPS)[number]['key'];

/** The step that holds a field path (server errors send the broker back to it). */
export function stepOfField(path: string): number {
  const index = PROSPECT_STEPS.findIndex((s) =>
    (s.fields as readonly string[]).some((f) => path === f || path.startsWith(`${f}.`)),
  );
  return index < 0 ? 0 : index;
}

export function ProspectStep({ step }: { step: ProspectStepKey }) {
  const { t } = useTranslation(['leads-prospect', 'leads']);
  const options = useOptions();
  const { getValues } = useFormContext();

  switch (step) {
    case 'owner':
      return (
        <ContactFields
          hints={false}
          labels={{
            name: t('fields.ownerName'),
            email: t('fields.ownerEmail'),
            phone: t('fields.ownerPhone'),
          }}
        />
      );
    case 'properties':
      return (
        <RepeatableList
          name="properties"
          emptyItem={emptyProperty}
          max={MAX_PROPERTIES}
          itemTitle={(i) => t('propertyTitle', { number: i + 1 })}
          addLabel={t('addProperty')}
          removeLabel={(i) => t('removeProperty', { number: i + 1 })}
          renderItem={(i) => <PropertyFields prefix={`properties.${i}`} />}
        />
      );
    case 'needs':
      return (
        <div className="flex flex-col gap-6">
          <FormCheckboxGroup
            name="needs"
            legend={t('fields.needs')}
            options={options('needs', PROSPECT_NEEDS)}
            columns={2}
          />
          <FormRadioGroup
            name="timeline"
            legend={t('fields.timeline')}
            options={options('timelines', PROSPECT_TIMELINES)}
            columns={2}
          />
          <NotesField name="notes" label={t('fields.notes')} hint={t('fields.notesHint')} />
        </div>
      );
    case 'proposal':
      return (
        <div className="flex flex-col gap-6">
          <PlanChoice name="proposal.plan" legend={t('leads:fields.plan')} />
          <div className="grid gap-4 md:grid-cols-2">
            <FormTextField
              name="proposal.feePercent"
              numeric
              type="number"
              min={1}
              max={30}
              label={t('fields.feePercent')}
              hint={t('fields.feePercentHint')}
            />
            <FormDateField name="proposal.startDate" label={t('fields.startDate')} />
          </div>
          <FormTextarea
            name="proposal.terms"
            label={t('fields.terms')}
            hint={t('fields.termsHint')}
            optional
          />
        </div>
      );
    case 'review': {
      const { website: _honeypot, ...values } = getValues() as Record<string, unknown>;
      return (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('reviewIntro')}</p>
          <PayloadView payload={values} />
        </div>
      );
    }
  }
}
