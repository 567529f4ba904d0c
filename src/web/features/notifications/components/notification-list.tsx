import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { NotificationItems } from './notification-items';

/** The portal home's card: the same live list as the bell, always open. */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <h2
        id={headingId}
        className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-navy"
      >
        {t('title')}
      </h2>
      <NotificationItems />
    </section>
  );
}
