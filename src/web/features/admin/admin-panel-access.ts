import type { Role } from '../../../shared/constants';

export type AdminPanelDecision = 'wait' | 'sign-in' | 'denied' | 'allow';

/** /admin_panel: admins only, by effective role (an admin viewing as resident is refused too). */
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
  return role === 'admin' ? 'allow' : 'denied';
}
