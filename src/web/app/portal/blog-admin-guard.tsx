import { Navigate, Outlet, useLocation } from 'react-router';
import AccessDeniedPage from '../../components/errors/access-denied-page';
import { BrandedLoader } from '../../components/ui/branded-loader';
import { decideBlogAdminAccess } from '../../features/blog/blog-admin-access';
import { useSession } from '../../lib/session/session-context';
import { PortalLayout } from './portal-layout';

/**
 * The blog guard: the portal frame around /blog-admin for admins and blog editors; Access Denied
 * for anyone else, and sign-in (coming back here) for a visitor, as the admin panel's guard does.
 * The server refuses the same people on every /api/blog-admin route.
 */
export default function BlogAdminGuard() {
  const { loading, user, role, impersonatedRole } = useSession();
  const location = useLocation();
  const decision = decideBlogAdminAccess({
    loading,
    user,
    role,
    viewingAs: impersonatedRole !== null,
  });
  if (decision === 'wait') return <BrandedLoader />;
  if (decision === 'sign-in') return <Navigate to="/auth" replace state={{ from: location }} />;
  if (decision === 'denied') return <AccessDeniedPage />;
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}
