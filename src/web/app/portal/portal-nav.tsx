import { House, ShieldUser } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { can } from '../../../shared/permissions';
import { useSession } from '../../lib/session/session-context';
import { sectionLabel, sectionsForRole } from './portal-sections';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

/** The role's sections: Home, the registered sections, and the admin panel where permitted. */
export function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const { role } = useSession();
  const sections = sectionsForRole(role);
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-1">
        <li>
          <NavLink to="/portal" end className={linkClass} onClick={onNavigate}>
            <House className="size-4 shrink-0" aria-hidden="true" />
            {t('nav.home')}
          </NavLink>
        </li>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={`/portal/${section.path}`} className={linkClass} onClick={onNavigate}>
              <section.icon className="size-4 shrink-0" aria-hidden="true" />
              {sectionLabel(section, i18n.language)}
            </NavLink>
          </li>
        ))}
        {can(role, 'read:admin-panel:any') && (
          <li>
            <NavLink to="/admin_panel" className={linkClass} onClick={onNavigate}>
              <ShieldUser className="size-4 shrink-0" aria-hidden="true" />
              {t('nav.adminPanel')}
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
