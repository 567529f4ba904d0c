import { MAX_PROPERTIES } from '../../../../shared/lead-choices/common';
import { flatCopy, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { HeroLink } from '../components/lead-page-layout';
import { FormSection } from '../components/lead-form';
import {
  MANAGEMENT_APPLICATION_DEFAULTS,
  ManagementApplicationFields,
} from '../components/management-application';
import { PropertyFields, emptyProperty } from '../components/property-fields';
import { RepeatableList } from '../components/repeatable-list';

function Hero({ t }: LeadPageParts) {
  return <HeroLink prompt={t('multi.single')} link={t('multi.singleLink')} to="/ma-form" />;
}

function Fields({ t }: LeadPageParts) {
  return (
    <ManagementApplicationFields
      t={t}
      properties={
        <FormSection title={t('sections.properties')} description={t('multi.propertiesHint')}>
          <RepeatableList
            name="properties"
            emptyItem={emptyProperty}
            min={1}
            max={MAX_PROPERTIES}
            itemTitle={(i) => t('multi.propertyTitle', { number: i + 1 })}
            addLabel={t('multi.addProperty')}
            removeLabel={(i) => t('multi.removeProperty', { number: i + 1 })}
            renderItem={(i) => <PropertyFields prefix={`properties.${i}`} />}
          />
        </FormSection>
      }
    />
  );
}

/** /multi-ma: one management application covering several properties. */
export default leadKindPage({
  kind: 'multi-ma',
  namespace: 'leads-ma',
  copy: flatCopy('multi.'),
  loadSchema: () =>
    import('../../../../shared/schemas/leads/multi-ma').then((m) => m.MultiMaLeadSchema),
  defaultValues: { properties: [emptyProperty as never], ...MANAGEMENT_APPLICATION_DEFAULTS },
  Hero,
  Fields,
});
