import { CalendarClock, CircleDollarSign, DoorOpen, ShieldAlert } from 'lucide-react';
import { LEAD_CITIES } from '../../../../shared/lead-choices/common';
import {
  EVICTION_NOTICES,
  EVICTION_REASONS,
  YES_NO,
} from '../../../../shared/lead-choices/evictions';
import { ContactFields } from '../components/contact-fields';
import { copyCardsHero, CopyFigures, Timeline } from '../components/info-blocks';
import { FormSection } from '../components/lead-form';
import { GROUPED_COPY, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { NotesField } from '../components/notes-field';
import {
  FormDateField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';

const NOTICE_ICONS = [CircleDollarSign, ShieldAlert, DoorOpen, CalendarClock] as const;

function Aside({ t }: LeadPageParts) {
  return (
    <>
      <Timeline
        title={t('timeline.title')}
        steps={
          t('timeline.steps', { returnObjects: true }) as Parameters<typeof Timeline>[0]['steps']
        }
        note={t('timeline.note')}
      />
      <CopyFigures copy={t} section="costs" />
    </>
  );
}

function Fields({ t, options, common }: LeadPageParts) {
  return (
    <>
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
      <NotesField name="details" hint={t('form.detailsHint')} />
    </>
  );
}

/** /evictions-public: how a Florida eviction runs, and a landlord's request for our help. */
export default leadKindPage({
  kind: 'evictions',
  namespace: 'leads-evictions',
  copy: GROUPED_COPY,
  loadSchema: () =>
    import('../../../../shared/schemas/leads/evictions').then((m) => m.EvictionsLeadSchema),
  defaultValues: {
    landlordOnLease: '',
    property: { address: '', unit: '', city: '' as never, zip: '' },
    tenant: { names: '', phone: '' },
    reason: undefined,
    amountOwed: undefined,
    noticeServed: '' as never,
    noticeDate: '',
    leaseCopy: undefined,
    details: '',
  },
  Hero: copyCardsHero('notices', NOTICE_ICONS, 4),
  Aside,
  Fields,
});
