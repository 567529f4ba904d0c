import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { can } from '../../../../shared/permissions';
import { useSession } from '../../../lib/session/session-context';
import { BrandedLoader } from '../../../components/ui/branded-loader';
import AccessDeniedPage from '../../../components/errors/access-denied-page';

// Only a broker or an admin draws the wizard, and only once the session says who is here: its
// code (the form kit with it) arrives then, not with the page.
const ProspectWizard = lazy(() => import('../components/prospect-wizard'));

/**
 * /management-prospect: brokers (sb) and admins register an owner they are courting. Signed-out
 * visitors go to /auth and come back here; other roles see Access Denied. The server enforces the
 * same rule (create:prospects:own).
 */
export default function ManagementProspectPage() {
  const { user, role, loading } = useSession();
  const location = useLocation();
  if (loading) return <BrandedLoader />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (!can(role, 'create:prospects:own')) return <AccessDeniedPage />;
  return (
    <Suspense fallback={<BrandedLoader />}>
      <ProspectWizard />
    </Suspense>
  );
}
