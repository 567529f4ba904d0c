import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { stormAlertText } from '../../../../shared/storm-alert-text';
import { formatInstant } from '../../../lib/format';
import { siteSettingsQuery } from '../../../lib/site-settings-query';

/** The alert an admin has raised, shown at the top of /storm while it is active. */
export function StormAlertBanner() {
  const { t, i18n } = useTranslation('storm');
  const { data: settings } = useQuery({ ...siteSettingsQuery, refetchInterval: 60_000 });
  const alert = settings?.stormAlert;
  if (!settings || !alert?.active || !alert.title) return null;
  const { title, body } = stormAlertText(alert, i18n.resolvedLanguage);
  const updated = formatInstant(settings.updatedAt, i18n.resolvedLanguage, {
    timeZone: settings.timeZone,
  });
  return (
    <section
      aria-labelledby="storm-alert-title"
      className="mt-8 flex gap-4 rounded-2xl border-2 border-amber-500 bg-amber-50 p-5 text-amber-950 md:p-6"
    >
      <TriangleAlert className="mt-1 h-7 w-7 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide uppercase">{t('alert.label')}</p>
        <h2 id="storm-alert-title" className="mt-1 font-display text-2xl font-semibold">
          {title}
        </h2>
        {body && <p className="mt-2 whitespace-pre-line">{body}</p>}
        <p className="mt-3 text-sm">{t('alert.updated', { time: updated })}</p>
      </div>
    </section>
  );
}
