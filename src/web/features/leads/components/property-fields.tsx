import { useTranslation } from '../../../i18n/use-translation';
import {
  BEDROOMS,
  LEAD_CITIES,
  OCCUPANCY,
  PROPERTY_TYPES,
} from '../../../../shared/lead-choices/common';
import { useOptions } from '../lib/options';
import {
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from '../../../components/ui/form-context-fields';

/** One managed property (address, type, size, occupancy) at `prefix`, e.g. "properties.1". */
export function PropertyFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation('leads');
  const options = useOptions();
  return (
    <div className="grid gap-4 md:grid-cols-6">
      <FormTextField
        name={`${prefix}.address`}
        label={t('fields.street')}
        autoComplete="off"
        className="md:col-span-4"
      />
      <FormTextField
        name={`${prefix}.unit`}
        label={t('fields.unit')}
        optional
        className="md:col-span-2"
      />
      <FormSelect
        name={`${prefix}.city`}
        label={t('fields.city')}
        options={options('cities', LEAD_CITIES)}
        className="md:col-span-3"
      />
      <FormTextField
        name={`${prefix}.zip`}
        label={t('fields.zip')}
        inputMode="numeric"
        maxLength={5}
        className="md:col-span-3"
      />
      <FormSelect
        name={`${prefix}.type`}
        label={t('fields.propertyType')}
        options={options('propertyTypes', PROPERTY_TYPES)}
        className="md:col-span-3"
      />
      <FormSelect
        name={`${prefix}.bedrooms`}
        label={t('fields.bedrooms')}
        options={options('bedrooms', BEDROOMS)}
        className="md:col-span-3"
      />
      <FormRadioGroup
        name={`${prefix}.occupancy`}
        legend={t('fields.occupancy')}
        options={options('occupancy', OCCUPANCY)}
        columns={3}
        className="md:col-span-6"
      />
    </div>
  );
}

export const emptyProperty = {
  address: '',
  unit: '',
  city: '',
  zip: '',
  type: '',
  bedrooms: '',
  occupancy: '',
};
