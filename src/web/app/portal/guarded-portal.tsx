import { Navigate, Outlet, useLocation } from 'react-router';
import { BrandedLoader } from '../../components/ui/branded-loader';
import AccessDeniedPage from '../../components/errors/access-denied-page';
import { PortalLayout } from './portal-layout';

/** Where a guard of one part of the portal stands for the person in the session. */
export type GuardDecision = 'wait' | 'sign-in' | 'denied' | 'allow';

/**
 * What a guard of one part of the portal (the admin panel, the blog) shows for its decision: the
 * loader while the session loads, sign-in (coming back here) for a visitor, Access Denied for
 * anyone else it refuses, and the portal frame around the route for those it lets in.
 */
export function GuardedPortal({ decision }: { decision: GuardDecision }) {
  const location = useLocation();
  if (decision === 'wait') return <BrandedLoader />;
  if (decision === 'sign-in') return <Navigate to="/auth" replace state={{ from: location }} />;
  if (decision === 'denied') return <AccessDeniedPage />;
  return (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  );
}
