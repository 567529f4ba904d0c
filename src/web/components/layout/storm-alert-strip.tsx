import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { stormAlertText } from '../../../shared/storm-alert-text';
import { siteSettingsQuery } from '../../lib/site-settings-query';

/**
 * While an admin has a storm alert active, every public page carries a one-line strip pointing to
 * /storm; the page itself shows the full text, so the strip stays out of its way there.
 */
export function StormAlertStrip() {
  const { t, i18n } = useTranslation('layout');
  const { pathname } = useLocation();
  const { data: settings } = useQuery(siteSettingsQuery);
  const alert = settings?.stormAlert;
  if (!alert?.active || !alert.title || pathname === '/storm') return null;
  const { title } = stormAlertText(alert, i18n.resolvedLanguage);
  return (
    <div className="bg-amber-100 text-amber-950 print:hidden">
      <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm lg:px-6">
        <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        <p>
          <span className="font-semibold">{t('stormStrip.label')}:</span> {title}
        </p>
        <Link to="/storm" className="font-semibold underline underline-offset-4">
          {t('stormStrip.link')}
        </Link>
      </div>
    </div>
  );
}
