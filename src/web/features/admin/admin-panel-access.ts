import type { Role } from '../../../shared/constants';
import { can } from '../../../shared/permissions';

export type AdminPanelDecision = 'wait' | 'sign-in' | 'denied' | 'allow';

/** /admin_panel: by the effective role's permission (an admin viewing as resident is refused too). */
export function decideAdminPanelAccess({
  loading,
  user,
  role,
}: {
  loading: boolean;
  user: unknown;
  role: Role | null;
}): AdminPanelDecision {
  if (loading) return 'wait';
  if (!user) return 'sign-in';
  return can(role, 'read:admin-panel:any') ? 'allow' : 'denied';
}
