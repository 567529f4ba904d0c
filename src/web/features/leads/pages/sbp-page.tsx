import { ChartColumn, Handshake, House, UserCheck } from 'lucide-react';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { SALES_VOLUMES } from '../../../../shared/lead-choices/sbp';
import { ContactFields } from '../components/contact-fields';
import { CopyCards, CopyFigures } from '../components/info-blocks';
import { FormSection } from '../components/lead-form';
import { GROUPED_COPY, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { HeroLink } from '../components/lead-page-layout';
import { NotesField } from '../components/notes-field';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormRadioGroup,
  FormTextField,
} from '../../../components/ui/form-context-fields';

const CARD_ICONS = [Handshake, House, UserCheck, ChartColumn] as const;

function Hero({ t }: LeadPageParts) {
  return (
    <>
      <CopyCards copy={t} section="cards" icons={CARD_ICONS} columns={4} />
      <HeroLink
        prompt={t('cards.marketPrompt')}
        link={t('cards.marketLink')}
        to="/sba"
        className="mt-6"
      />
    </>
  );
}

function Aside({ t }: LeadPageParts) {
  return <CopyFigures copy={t} section="split" />;
}

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
      <FormSection title={t('form.about')}>
        <ContactFields />
      </FormSection>
      <FormSection title={t('form.license')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField
            name="licenseNumber"
            label={t('form.licenseNumber')}
            hint={t('form.licenseHint')}
            autoCapitalize="characters"
          />
          <FormTextField
            name="yearsLicensed"
            label={t('form.yearsLicensed')}
            numeric
            className="md:self-end"
          />
        </div>
        <FormTextField name="brokerage" label={t('form.brokerage')} autoComplete="organization" />
        <FormCheckboxGroup
          name="markets"
          legend={t('form.markets')}
          options={common('cities', LEAD_CITIES)}
          columns={3}
        />
      </FormSection>
      <FormSection title={t('form.production')} description={t('form.productionHint')}>
        <FormTextField
          name="closings12Months"
          label={t('form.closings')}
          numeric
          className="md:max-w-sm"
        />
        <FormRadioGroup
          name="volume12Months"
          legend={t('form.volume')}
          options={options('volumes', SALES_VOLUMES)}
          columns={2}
        />
      </FormSection>
      <NotesField name="notes" hint={t('form.notesHint')} />
      <FormCheckbox name="referralAgreement" label={t('form.agreement')} />
    </>
  );
}

/** /sbp: the sales broker program, and a broker's application to join it. */
export default leadKindPage({
  kind: 'sbp',
  namespace: 'leads-sbp',
  copy: GROUPED_COPY,
  loadSchema: () => import('../../../../shared/schemas/leads/sbp').then((m) => m.SbpLeadSchema),
  defaultValues: {
    licenseNumber: '',
    brokerage: '',
    yearsLicensed: undefined,
    markets: [],
    closings12Months: undefined,
    volume12Months: undefined,
    notes: '',
    referralAgreement: false,
  },
  Hero,
  Aside,
  Fields,
});
