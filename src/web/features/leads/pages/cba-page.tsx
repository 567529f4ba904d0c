import { Building2, Calculator, FileText, PiggyBank, Users, Wrench } from 'lucide-react';
import {
  ASSOCIATION_NEEDS,
  ASSOCIATION_TYPES,
  BOARD_ROLES,
} from '../../../../shared/lead-choices/cba';
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

const SERVICE_ICONS = [Calculator, PiggyBank, Building2, Wrench, Users, FileText] as const;

function Aside({ t }: LeadPageParts) {
  const dates = t('dates.items', { returnObjects: true }) as { title: string; text: string }[];
  return (
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
  );
}

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
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
          <FormTextField name="units" label={t('form.units')} hint={t('form.unitsHint')} numeric />
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
      <NotesField name="details" hint={t('form.detailsHint')} />
    </>
  );
}

/** /cba: community and condo association management, and a board's inquiry. */
export default leadKindPage({
  kind: 'cba',
  namespace: 'leads-cba',
  copy: GROUPED_COPY,
  loadSchema: () => import('../../../../shared/schemas/leads/cba').then((m) => m.CbaLeadSchema),
  defaultValues: {
    associationName: '',
    associationType: undefined,
    units: undefined,
    city: '' as never,
    currentManager: '',
    boardRole: '' as never,
    needs: [],
    details: '',
  },
  Hero: copyCardsHero('services', SERVICE_ICONS),
  Aside,
  Fields,
});
