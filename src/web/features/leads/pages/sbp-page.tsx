import { ChartColumn, Handshake, House, UserCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { SALES_VOLUMES } from '../../../../shared/lead-choices/sbp';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FigureTable, InfoCards } from '../components/info-blocks';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormCheckbox,
  FormCheckboxGroup,
  FormRadioGroup,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// Loaded when the broker moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/sbp').then((m) => m.SbpLeadSchema);

const CARD_ICONS = [Handshake, House, UserCheck, ChartColumn];

/** /sbp: the sales broker program, and a broker's application to join it. */
export default function SbpPage() {
  const { t } = useTranslation(['leads-sbp', 'leads']);
  const options = useOptions('leads-sbp');
  const common = useOptions();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('sbp', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      licenseNumber: '',
      brokerage: '',
      yearsLicensed: undefined,
      markets: [],
      closings12Months: undefined,
      volume12Months: undefined,
      notes: '',
      referralAgreement: false,
      website: '',
    },
  });
  const cards = t('cards.items', { returnObjects: true }) as {
    badge?: string;
    title: string;
    text: string;
  }[];

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={
        <>
          <InfoCards
            heading={t('cards.heading')}
            columns={4}
            items={cards.map((c, i) => ({ ...c, icon: CARD_ICONS[i] ?? Handshake }))}
          />
          <p className="mt-6 text-sm text-slate-700">
            {t('cards.marketPrompt')}{' '}
            <Link to="/sba" className="font-semibold text-ocean underline underline-offset-4">
              {t('cards.marketLink')}
            </Link>
          </p>
        </>
      }
      copy={t}
      asideExtra={
        <>
          <FigureTable
            title={t('split.title')}
            caption={t('split.title')}
            rows={t('split.rows', { returnObjects: true }) as { label: string; value: string }[]}
            note={t('split.note')}
          />
        </>
      }
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
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
        <FormTextarea
          name="notes"
          label={t('leads:fields.notes')}
          hint={t('form.notesHint')}
          optional
        />
        <FormCheckbox name="referralAgreement" label={t('form.agreement')} />
      </LeadForm>
    </LeadPageLayout>
  );
}
