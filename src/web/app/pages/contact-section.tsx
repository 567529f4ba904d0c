import { useQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { LateSection } from '../../components/layout/late-section';
import { telHref } from '../../components/layout/localized';
import { siteSettingsQuery } from '../../lib/site-settings-query';

// At the foot of the page: the form (and react-hook-form with it) is not in the first download.
// Its controls work once it is hydrated (LateSection).
const UnitContactForm = lazy(() =>
  import('../../features/leads/components/unit-contact-form').then((m) => ({
    default: m.UnitContactForm,
  })),
);

/**
 * "Ask about this home" (#contact, where the page's call to action points): the leads feature's
 * inquiry form about this unit and its listing, then the office's phone and e-mail for those who
 * would rather call.
 */
export function ContactSection({ unitId, listingId }: { unitId: string; listingId?: string }) {
  const { t } = useTranslation('places');
  const settings = useQuery(siteSettingsQuery);
  return (
    <div id="contact" className="scroll-mt-24">
      <LateSection>
        <UnitContactForm unitId={unitId} listingId={listingId} />
      </LateSection>
      {settings.data && (
        <p className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-navy/80">
          {t('contact.preferToCall')}
          <a
            href={telHref(settings.data.phone)}
            className="inline-flex items-center gap-1.5 font-semibold text-ocean hover:underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            {settings.data.phone}
          </a>
          <a
            href={`mailto:${settings.data.supportEmail}`}
            className="inline-flex items-center gap-1.5 font-semibold text-ocean hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {settings.data.supportEmail}
          </a>
        </p>
      )}
    </div>
  );
}
