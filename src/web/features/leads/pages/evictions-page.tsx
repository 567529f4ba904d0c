import { CalendarClock, CircleDollarSign, DoorOpen, ShieldAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import {
  EVICTION_NOTICES,
  EVICTION_REASONS,
  YES_NO,
} from '../../../../shared/lead-choices/evictions';
import { usePageMeta } from '../../../lib/page-meta';
import { ContactFields } from '../components/contact-fields';
import { FigureTable, InfoCards, Timeline } from '../components/info-blocks';
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

// Loaded when the landlord moves into the form: the page draws without zod (decision 0059).
const loadSchema = () =>
  import('../../../../shared/schemas/leads/evictions').then((m) => m.EvictionsLeadSchema);

const NOTICE_ICONS = [CircleDollarSign, ShieldAlert, DoorOpen, CalendarClock];

/** /evictions-public: how a Florida eviction runs, and a landlord's request for our help. */
export default function EvictionsPage() {
  const { t } = useTranslation(['leads-evictions', 'leads']);
  const options = useOptions('leads-evictions');
  const common = useOptions();
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const lead = useLeadForm('evictions', loadSchema, {
    defaultValues: {
      contact: { name: '', email: '', phone: '' },
      landlordOnLease: '',
      property: { address: '', unit: '', city: '' as never, zip: '' },
      tenant: { names: '', phone: '' },
      reason: undefined,
      amountOwed: undefined,
      noticeServed: '' as never,
      noticeDate: '',
      leaseCopy: undefined,
      details: '',
      website: '',
    },
  });
  const notices = t('notices.items', { returnObjects: true }) as {
    badge: string;
    title: string;
    text: string;
  }[];

  return (
    <LeadPageLayout
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      intro={t('hero.intro')}
      heroExtra={
        <InfoCards
          heading={t('notices.heading')}
          columns={4}
          items={notices.map((n, i) => ({ ...n, icon: NOTICE_ICONS[i] ?? CalendarClock }))}
        />
      }
      copy={t}
      asideExtra={
        <>
          <Timeline
            title={t('timeline.title')}
            steps={
              t('timeline.steps', { returnObjects: true }) as {
                when: string;
                title: string;
                text: string;
              }[]
            }
            note={t('timeline.note')}
          />
          <FigureTable
            title={t('costs.title')}
            caption={t('costs.title')}
            rows={t('costs.rows', { returnObjects: true }) as { label: string; value: string }[]}
            note={t('costs.note')}
          />
        </>
      }
      formTitle={t('form.title')}
    >
      <LeadForm {...lead} label={t('form.title')} submitLabel={t('form.submit')}>
        <FormSection title={t('form.landlord')} description={t('form.landlordHint')}>
          <ContactFields />
          <FormTextField
            name="landlordOnLease"
            label={t('form.landlordOnLease')}
            hint={t('form.landlordOnLeaseHint')}
            optional
          />
        </FormSection>
        <FormSection title={t('form.property')}>
          <div className="grid gap-4 md:grid-cols-6">
            <FormTextField
              name="property.address"
              label={t('leads:fields.street')}
              className="md:col-span-4"
            />
            <FormTextField
              name="property.unit"
              label={t('leads:fields.unit')}
              optional
              className="md:col-span-2"
            />
            <FormSelect
              name="property.city"
              label={t('leads:fields.city')}
              options={common('cities', LEAD_CITIES)}
              className="md:col-span-3"
            />
            <FormTextField
              name="property.zip"
              label={t('leads:fields.zip')}
              inputMode="numeric"
              maxLength={5}
              className="md:col-span-3"
            />
          </div>
        </FormSection>
        <FormSection title={t('form.tenant')}>
          <FormTextField
            name="tenant.names"
            label={t('form.tenantNames')}
            hint={t('form.tenantNamesHint')}
          />
          <FormTextField
            name="tenant.phone"
            type="tel"
            label={t('form.tenantPhone')}
            optional
            className="md:max-w-sm"
          />
        </FormSection>
        <FormSection title={t('form.case')}>
          <FormRadioGroup
            name="reason"
            legend={t('form.reason')}
            options={options('reasons', EVICTION_REASONS)}
            columns={2}
          />
          <FormTextField
            name="amountOwed"
            label={t('form.amountOwed')}
            hint={t('form.amountOwedHint')}
            numeric
            className="md:max-w-sm"
          />
          <div className="grid gap-4 md:grid-cols-2">
            <FormSelect
              name="noticeServed"
              label={t('form.noticeServed')}
              options={options('notices', EVICTION_NOTICES)}
            />
            <FormDateField
              name="noticeDate"
              label={t('form.noticeDate')}
              hint={t('form.noticeDateHint')}
              optional
            />
          </div>
          <FormRadioGroup
            name="leaseCopy"
            legend={t('form.leaseCopy')}
            options={options('leaseCopy', YES_NO)}
            columns={2}
          />
        </FormSection>
        <FormTextarea
          name="details"
          label={t('leads:fields.notes')}
          hint={t('form.detailsHint')}
          optional
        />
      </LeadForm>
    </LeadPageLayout>
  );
}
