import { Eye } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PORTAL_ROLES, type PortalRole, type Role } from '../../../../shared/constants';
import { can } from '../../../../shared/permissions';
import { SelectField, SelectOptions } from '../../../components/ui/form-field';
import { useSession } from '../../../lib/session/session-context';
import { roleLabel } from '../../../lib/role-label';
import { isViewableRole, ViewAsPersonPicker } from './view-as-person-picker';

/** Roles one can view as: every portal role but one's own. */
export function viewAsRoles(realRole: Role): PortalRole[] {
  return PORTAL_ROLES.filter((r) => r !== realRole);
}

/**
 * "View as": only a real role that may impersonate sees it; the choice (a role, then optionally
 * one person of it) is kept for every tab.
 */
export function ViewAsControl() {
  const { t } = useTranslation('portal');
  const { realRole, impersonatedRole, setImpersonatedRole } = useSession();
  const id = useId();
  if (!realRole || !can(realRole, 'impersonate:role:any')) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold">
        <Eye className="size-4 text-slate-500" aria-hidden="true" />
        {t('viewAs.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('viewAs.help')}</p>
      <SelectField
        label={t('viewAs.label')}
        value={impersonatedRole ?? ''}
        onChange={(e) => setImpersonatedRole(e.target.value as PortalRole | '')}
        className="mt-3 sm:w-64"
      >
        <SelectOptions
          none={t('viewAs.own', { role: roleLabel(realRole, t) })}
          values={viewAsRoles(realRole)}
          label={(role) => roleLabel(role, t)}
        />
      </SelectField>
      {isViewableRole(impersonatedRole) && (
        // Keyed by role: a new role starts a new search.
        <ViewAsPersonPicker key={impersonatedRole} role={impersonatedRole} />
      )}
    </section>
  );
}
