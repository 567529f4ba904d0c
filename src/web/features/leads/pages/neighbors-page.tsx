import { useQuery } from '@tanstack/react-query';
import { Car, CloudLightning, KeyRound, PawPrint, Trash2, Volume2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import {
  CONCERN_CATEGORIES,
  CONCERN_FREQUENCIES,
  FOLLOW_UP_PREFERENCES,
} from '../../../../shared/lead-choices/neighbors';
import { usePageMeta } from '../../../lib/page-meta';
import { siteSettingsQuery } from '../../../lib/site-settings-query';
import { ContactFields } from '../components/contact-fields';
import { InfoCards, InfoPanel } from '../components/info-blocks';
import { FormSection, LeadForm } from '../components/lead-form';
import { LeadPageLayout } from '../components/lead-page-layout';
import { useLeadForm } from '../hooks/use-lead-form';
import { useOptions } from '../lib/options';
import {
  FormDateField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
  FormTextarea,
} from '../../../components/ui/form-context-fields';

// Loaded when the neighbour moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/neighbors').then((m) => m.NeighborsLeadSchema);

const GUIDELINE_ICONS = [Volume2, Car, PawPrint, Trash2, KeyRound, CloudLightning];

/** /neighbors: the house rules of the buildings we manage, and a private way to report a concern. */
export default function NeighborsPage() {
  const { t } = useTranslation(['leads-neighbors', 'leads']);
  const options = useOptions('leads-neighbors');
  const common = useOptions();
  const { data: settings } = useQuery(siteSettingsQuery);
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('neighbors', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      location: '',
      city: '' as never,
      category: undefined,
      description: '',
      incidentDate: '',
      frequency: undefined,
      followUp: undefined,
      website: '',
    },
  });
  const guidelines = t('guidelines.items', { returnObjects: true }) as {
    badge: string;
    title: string;
    text: string;
  }[];
  const followUps = t('options.followUp', { returnObjects: true }) as Record<
    string,
    { label: string; description: string }
  >;

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={
        <InfoCards
          heading={t('guidelines.heading')}
          items={guidelines.map((g, i) => ({ ...g, icon: GUIDELINE_ICONS[i] ?? Volume2 }))}
        />
      }
      copy={t}
      asideExtra={
        <>
          <InfoPanel title={t('emergency.title')}>
            <p>{t('emergency.text')}</p>
            {settings?.phone && (
              <p className="mt-2">
                {t('emergency.line')}{' '}
                <a
                  href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}
                  className="font-semibold text-ocean underline underline-offset-4"
                >
                  {settings.phone}
                </a>
              </p>
            )}
          </InfoPanel>
        </>
      }
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
        <FormSection title={t('form.about')} description={t('form.aboutHint')}>
          <ContactFields phoneOptional />
        </FormSection>
        <FormSection title={t('form.what')}>
          <div className="grid gap-4 md:grid-cols-3">
            <FormTextField
              name="location"
              label={t('form.location')}
              hint={t('form.locationHint')}
              className="md:col-span-2"
            />
            <FormSelect
              name="city"
              label={t('leads:fields.city')}
              options={common('cities', LEAD_CITIES)}
              className="md:self-end"
            />
          </div>
          <FormRadioGroup
            name="category"
            legend={t('form.category')}
            options={options('categories', CONCERN_CATEGORIES)}
            columns={3}
          />
          <FormTextarea
            name="description"
            label={t('form.description')}
            hint={t('form.descriptionHint')}
            rows={5}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <FormDateField name="incidentDate" label={t('form.incidentDate')} />
          </div>
          <FormRadioGroup
            name="frequency"
            legend={t('form.frequency')}
            options={options('frequencies', CONCERN_FREQUENCIES)}
            columns={3}
          />
        </FormSection>
        <FormSection title={t('form.followUpTitle')}>
          <FormRadioGroup
            name="followUp"
            legend={t('form.followUp')}
            options={FOLLOW_UP_PREFERENCES.map((value) => ({
              value,
              label: followUps[value]?.label ?? value,
              description: followUps[value]?.description,
            }))}
          />
        </FormSection>
      </LeadForm>
    </LeadPageLayout>
  );
}
