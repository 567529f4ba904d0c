import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { SBA_FINANCING, SBA_INTENTS, SBA_TIMELINES } from '../../../../shared/lead-choices/sba';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { MarketSnapshot } from '../components/market-snapshot';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormRadioGroup,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// Loaded when the visitor moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/sba').then((m) => m.SbaLeadSchema);

type LeadCity = (typeof LEAD_CITIES)[number];

/** /sba: buyer and seller assistance: the market per city, and a consultation request. */
export default function SbaPage() {
  const { t } = useTranslation(['leads-sba', 'leads']);
  const options = useOptions('leads-sba');
  const common = useOptions();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('sba', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      intent: undefined,
      city: '' as never,
      priceMin: undefined,
      priceMax: undefined,
      timeline: '' as never,
      financing: undefined,
      notes: '',
      website: '',
    },
  });
  const { form } = lead;

  // "Ask about Miami" on a card starts the request for that city and takes the visitor to it.
  const askAbout = useCallback(
    (slug: string) => {
      const city: LeadCity = (LEAD_CITIES as readonly string[]).includes(slug)
        ? (slug as LeadCity)
        : 'other';
      form.setValue('city', city, { shouldDirty: true });
      form.setFocus('city');
    },
    [form],
  );

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={<MarketSnapshot onAsk={askAbout} />}
      copy={t}
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
        <FormSection title={t('form.about')}>
          <ContactFields />
        </FormSection>
        <FormSection title={t('form.plans')}>
          <FormRadioGroup
            name="intent"
            legend={t('form.intent')}
            options={options('intents', SBA_INTENTS)}
            columns={3}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <FormSelect
              name="city"
              label={t('form.city')}
              options={common('cities', LEAD_CITIES)}
            />
            <FormSelect
              name="timeline"
              label={t('form.timeline')}
              options={options('timelines', SBA_TIMELINES)}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-navy">{t('form.priceRange')}</legend>
            <p className="mt-0.5 text-sm text-slate-600">{t('form.priceRangeHint')}</p>
            <div className="mt-2 grid grid-cols-2 gap-3 md:gap-4">
              <FormTextField name="priceMin" label={t('form.priceMin')} numeric />
              <FormTextField name="priceMax" label={t('form.priceMax')} numeric />
            </div>
          </fieldset>
          <FormRadioGroup
            name="financing"
            legend={t('form.financing')}
            options={options('financing', SBA_FINANCING)}
            columns={2}
          />
        </FormSection>
        <FormTextarea
          name="notes"
          label={t('leads:fields.notes')}
          hint={t('form.notesHint')}
          optional
        />
      </LeadForm>
    </LeadPageLayout>
  );
}
