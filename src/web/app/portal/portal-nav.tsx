import { House, Mail, Newspaper, PenLine, ShieldUser } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { NavLink } from 'react-router';
import { can } from '../../../shared/permissions';
import { useSession } from '../../lib/session/session-context';
import { mayEditBlog } from '../../features/blog/blog-admin-access';
import { sectionLabel, sectionsForRole } from './portal-sections';

// The sidebar is navy: the active entry is marked by a lighter fill, an aqua bar and bold text
// (not colour alone), and focus rings turn aqua, since the default ocean ring vanishes on navy.
const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'relative flex min-h-10 items-center gap-3 rounded-lg px-3 py-2 text-sm transition-colors focus-visible:outline-aqua',
    isActive
      ? 'bg-white/12 font-semibold text-white before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-aqua'
      : 'font-medium text-slate-300 hover:bg-white/6 hover:text-white',
  ].join(' ');

/** The role's sections: Home, the registered sections, and the admin panel where permitted. */
export function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const { role, user, impersonatedRole } = useSession();
  const sections = sectionsForRole(role);
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-col gap-0.5">
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
        <li>
          <NavLink to="/contracts" className={linkClass} onClick={onNavigate}>
            <PenLine className="size-4 shrink-0" aria-hidden="true" />
            {t('nav.contracts')}
          </NavLink>
        </li>
        {mayEditBlog({ user, role, viewingAs: impersonatedRole !== null }) && (
          <li>
            <NavLink to="/blog-admin/posts" className={linkClass} onClick={onNavigate}>
              <Newspaper className="size-4 shrink-0" aria-hidden="true" />
              {t('nav.blog')}
            </NavLink>
          </li>
        )}
        {/* The company's own people sign their e-mails with the generator; others are not offered it. */}
        {can(role, 'use:staff-tools:any') && (
          <li>
            <NavLink to="/blu-team/signature-generator" className={linkClass} onClick={onNavigate}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {t('nav.signature')}
            </NavLink>
          </li>
        )}
        {can(role, 'read:admin-panel:any') && (
          <li className="mt-2 border-t border-white/10 pt-2">
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
