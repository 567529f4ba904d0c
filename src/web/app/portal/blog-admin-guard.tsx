import { decideBlogAdminAccess } from '../../features/blog/blog-admin-access';
import { useSession } from '../../lib/session/session-context';
import { GuardedPortal } from './guarded-portal';

/**
 * The blog guard: the portal frame around /blog-admin for admins and blog editors; Access Denied
 * for anyone else, and sign-in (coming back here) for a visitor, as the admin panel's guard does.
 * The server refuses the same people on every /api/blog-admin route.
 */
export default function BlogAdminGuard() {
  const { loading, user, role, impersonatedRole } = useSession();
  const decision = decideBlogAdminAccess({
    loading,
    user,
    role,
    viewingAs: impersonatedRole !== null,
  });
  return <GuardedPortal decision={decision} />;
}
