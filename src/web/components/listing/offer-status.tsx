import { CalendarDays, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ListingDetail } from '../../../shared/schemas/listings';
import { useTranslation } from '../../i18n/use-translation';
import { isTodayOrEarlier } from '../../lib/calendar-day';
import { formatDay } from '../../lib/format';

/** For rent or for sale, and "pending" while an offer is under way. */
export function OfferBadges({
  purpose,
  status,
}: {
  purpose: ListingDetail['purpose'];
  status: ListingDetail['status'];
}) {
  const { t } = useTranslation('listings');
  return (
    <p className="flex flex-wrap gap-2 text-sm font-semibold">
      <span className="rounded-full bg-sand px-3 py-1 text-navy">{t(`purpose.${purpose}`)}</span>
      {status === 'pending' && (
        <span className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">
          {t('status.pending')}
        </span>
      )}
    </p>
  );
}

/** When the home can be moved into: now, or from its day. */
export function AvailableFrom({ day, className }: { day: string | null; className: string }) {
  const { t, i18n } = useTranslation('listings');
  return (
    <p className={`flex items-center gap-2 text-navy/80 ${className}`}>
      <CalendarDays className="size-5 text-ocean" aria-hidden="true" />
      {!day || isTodayOrEarlier(day)
        ? t('detail.availableNow')
        : t('detail.availableFrom', { date: formatDay(day, i18n.resolvedLanguage) })}
    </p>
  );
}

/** The coral button down to the page's contact form. */
export function ContactCta({ className, children }: { className: string; children: ReactNode }) {
  return (
    <a
      href="#contact"
      className={`flex min-h-12 items-center justify-center gap-2 rounded-xl bg-coral px-5 font-semibold text-white hover:bg-coral-dark ${className}`}
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {children}
    </a>
  );
}
