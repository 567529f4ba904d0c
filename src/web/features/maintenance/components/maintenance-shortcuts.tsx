import { useQuery } from '@tanstack/react-query';
import { CloudLightning, Wrench } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { can } from '../../../../shared/permissions';
import { useSession } from '../../../lib/session/session-context';
import { siteSettingsQuery } from '../../../lib/site-settings-query';

/**
 * The resident's way in from the portal home: "Request maintenance", and while the storm alert is
 * on, "Report storm damage" first. Not shown to an admin viewing as the role without one person
 * (there is no one's page to open then).
 */
export function MaintenanceShortcuts() {
  const { t } = useTranslation('maintenance');
  const { role, user, impersonatedRole, impersonatedUser } = useSession();
  const settings = useQuery(siteSettingsQuery);
  if (!can(role, 'request:maintenance:own')) return null;
  const uid = impersonatedRole ? impersonatedUser?.id : user?.id;
  if (!uid) return null;
  const storm = settings.data?.stormAlert.active === true;
  return (
    <section
      aria-label={t('shortcuts.label')}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between md:p-5"
    >
      <div>
        <h2 className="text-base font-semibold text-navy">{t('shortcuts.title')}</h2>
        <p className="mt-1 text-sm text-slate-600">{t('shortcuts.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {storm && (
          <Link
            to={`/maintenance/${uid}?category=storm_damage`}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-amber-700 px-4 text-sm font-semibold text-white hover:bg-amber-800"
          >
            <CloudLightning aria-hidden className="size-4" />
            {t('shortcuts.storm')}
          </Link>
        )}
        <Link
          to={`/maintenance/${uid}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-ocean px-4 text-sm font-semibold text-white hover:bg-ocean-dark"
        >
          <Wrench aria-hidden className="size-4" />
          {t('shortcuts.request')}
        </Link>
      </div>
    </section>
  );
}
