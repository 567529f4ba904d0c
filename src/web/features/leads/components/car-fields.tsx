import { useTranslation } from '../../../i18n/use-translation';
import { EMPLOYMENT_STATUSES, REFERENCE_RELATIONSHIPS } from '../../../../shared/lead-choices/car';
import { useOptions } from '../lib/options';
import {
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';

/** Where the applicant lives now. */
export function CurrentAddressFields() {
  const { t } = useTranslation(['leads-car', 'leads']);
  return (
    <div className="grid gap-4 md:grid-cols-6">
      <FormTextField
        name="currentAddress.street"
        label={t('leads:fields.street')}
        autoComplete="address-line1"
        className="md:col-span-6"
      />
      <FormTextField
        name="currentAddress.city"
        label={t('leads:fields.city')}
        autoComplete="address-level2"
        className="md:col-span-3"
      />
      <FormTextField
        name="currentAddress.state"
        label={t('fields.state')}
        autoComplete="address-level1"
        className="md:col-span-1"
      />
      <FormTextField
        name="currentAddress.zip"
        label={t('leads:fields.zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        className="md:col-span-2"
      />
      <FormTextField
        name="currentAddress.yearsAtAddress"
        numeric
        type="number"
        min={0}
        label={t('fields.yearsAtAddress')}
        className="md:col-span-3"
      />
    </div>
  );
}

/** Job and income. The employer is asked for when the status has one. */
export function EmploymentFields() {
  const { t } = useTranslation('leads-car');
  const options = useOptions('leads-car');
  return (
    <div className="flex flex-col gap-4">
      <FormRadioGroup
        name="employment.status"
        legend={t('fields.employmentStatus')}
        options={options('employment', EMPLOYMENT_STATUSES)}
        columns={3}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormTextField
          name="employment.employer"
          label={t('fields.employer')}
          hint={t('fields.employerHint')}
          autoComplete="organization"
        />
        <FormTextField
          name="employment.jobTitle"
          label={t('fields.jobTitle')}
          autoComplete="organization-title"
          optional
        />
        <FormTextField
          name="employment.yearsEmployed"
          numeric
          type="number"
          min={0}
          label={t('fields.yearsEmployed')}
        />
        <FormTextField
          name="monthlyIncome"
          numeric
          type="number"
          min={0}
          step={100}
          label={t('fields.monthlyIncome')}
          hint={t('fields.monthlyIncomeHint')}
        />
      </div>
    </div>
  );
}

/** The two references, side by side from 768 px. */
export function ReferenceFields() {
  const { t } = useTranslation(['leads-car', 'leads']);
  const options = useOptions('leads-car');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {[0, 1].map((i) => (
        <section
          key={i}
          aria-label={t('referenceTitle', { number: i + 1 })}
          className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
        >
          <h4 className="font-semibold text-navy">{t('referenceTitle', { number: i + 1 })}</h4>
          <FormTextField
            name={`references.${i}.name`}
            label={t('leads:fields.name')}
            autoComplete="off"
          />
          <FormSelect
            name={`references.${i}.relationship`}
            label={t('fields.relationship')}
            options={options('relationships', REFERENCE_RELATIONSHIPS)}
          />
          <FormTextField
            name={`references.${i}.phone`}
            type="tel"
            label={t('leads:fields.phone')}
            autoComplete="off"
          />
        </section>
      ))}
    </div>
  );
}
