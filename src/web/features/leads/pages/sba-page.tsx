import { useCallback } from 'react';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import { SBA_FINANCING, SBA_INTENTS, SBA_TIMELINES } from '../../../../shared/lead-choices/sba';
import { ContactFields } from '../components/contact-fields';
import { FormSection } from '../components/lead-form';
import { GROUPED_COPY, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { MarketSnapshot } from '../components/market-snapshot';
import { NotesField } from '../components/notes-field';
import {
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';

type LeadCity = (typeof LEAD_CITIES)[number];

function Hero({ form }: LeadPageParts) {
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
  return <MarketSnapshot onAsk={askAbout} />;
}

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
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
          <FormSelect name="city" label={t('form.city')} options={common('cities', LEAD_CITIES)} />
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
      <NotesField name="notes" hint={t('form.notesHint')} />
    </>
  );
}

/** /sba: buyer and seller assistance: the market per city, and a consultation request. */
export default leadKindPage({
  kind: 'sba',
  namespace: 'leads-sba',
  copy: GROUPED_COPY,
  loadSchema: () => import('../../../../shared/schemas/leads/sba').then((m) => m.SbaLeadSchema),
  defaultValues: {
    intent: undefined,
    city: '' as never,
    priceMin: undefined,
    priceMax: undefined,
    timeline: '' as never,
    financing: undefined,
    notes: '',
  },
  Hero,
  Fields,
});
