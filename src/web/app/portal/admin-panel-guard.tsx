import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { BrandedLoader } from '../../components/ui/branded-loader';
import AccessDeniedPage from '../../components/errors/access-denied-page';
import { PortalLayout } from './portal-layout';
import { decideAdminPanelAccess } from '../../features/admin/admin-panel-access';

/** The admin-only shell: the portal frame around /admin_panel and its children. */
export default function AdminPanelGuard() {
  const { loading, user, role } = useSession();
  const location = useLocation();
  const decision = decideAdminPanelAccess({ loading, user, role });
  if (decision === 'wait') return <BrandedLoader />;
  if (decision === 'sign-in') return <Navigate to="/auth" replace state={{ from: location }} />;
  if (decision === 'denied') return <AccessDeniedPage />;
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}
