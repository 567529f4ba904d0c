import { flatCopy, leadKindPage, type LeadPageParts } from '../components/lead-kind-page';
import { HeroLink } from '../components/lead-page-layout';
import { FormSection } from '../components/lead-form';
import {
  MANAGEMENT_APPLICATION_DEFAULTS,
  ManagementApplicationFields,
} from '../components/management-application';
import { PropertyFields, emptyProperty } from '../components/property-fields';

function Hero({ t }: LeadPageParts) {
  return <HeroLink prompt={t('single.several')} link={t('single.severalLink')} to="/multi-ma" />;
}

function Fields({ t }: LeadPageParts) {
  return (
    <ManagementApplicationFields
      t={t}
      properties={
        <FormSection title={t('sections.property')}>
          <PropertyFields prefix="property" />
        </FormSection>
      }
    />
  );
}

/** /ma-form: the management agreement application for one property. */
export default leadKindPage({
  kind: 'ma-form',
  namespace: 'leads-ma',
  copy: flatCopy('single.'),
  loadSchema: () =>
    import('../../../../shared/schemas/leads/ma-form').then((m) => m.MaFormLeadSchema),
  defaultValues: { property: emptyProperty as never, ...MANAGEMENT_APPLICATION_DEFAULTS },
  Hero,
  Fields,
});
