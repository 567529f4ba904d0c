import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { BrandedLoader } from '../../components/ui/branded-loader';
import { decidePortalAccess, parseRoleNames, type RolesState } from './portal-access';
import { PortalLayout } from './portal-layout';

export const ROLES_PATH = '/api/roles-for-super-admin';

/**
 * The portal guard (docs/product.md): verifies the effective role against the backend's roles list before
 * the portal renders. The decision itself lives in `decidePortalAccess`.
 */
export default function PortalGuard() {
  const { user, loading, role, getAuthHeaders } = useSession();
  const location = useLocation();
  const userId = user?.id ?? null;
  // Remembered per user, so a different account never inherits the previous answer.
  const [checked, setChecked] = useState<{ userId: string; state: RolesState } | null>(null);

  useEffect(() => {
    if (loading || !userId) return;
    let active = true;
    void (async () => {
      try {
        const res = await fetch(ROLES_PATH, { headers: await getAuthHeaders() });
        if (!res.ok) throw new Error(`The roles request failed with status ${res.status}`);
        const names = parseRoleNames(await res.json());
        if (active) setChecked({ userId, state: { status: 'verified', names } });
      } catch (err) {
        console.error('Could not verify the portal role', err);
        if (active) setChecked({ userId, state: { status: 'failed' } });
      }
    })();
    return () => {
      active = false;
    };
  }, [loading, userId, getAuthHeaders]);

  const rolesState: RolesState =
    checked && checked.userId === userId ? checked.state : { status: 'pending' };
  const decision = decidePortalAccess({ loading, user, role, rolesState });

  if (decision === 'wait') return <BrandedLoader />;
  if (decision === 'redirect') return <Navigate to="/auth" replace state={{ from: location }} />;
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}
