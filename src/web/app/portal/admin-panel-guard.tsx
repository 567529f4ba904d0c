import { useSession } from '../../lib/session/session-context';
import { GuardedPortal } from './guarded-portal';
import { decideAdminPanelAccess } from '../../features/admin/admin-panel-access';

/** The admin-only shell: the portal frame around /admin_panel and its children. */
export default function AdminPanelGuard() {
  const { loading, user, role } = useSession();
  return <GuardedPortal decision={decideAdminPanelAccess({ loading, user, role })} />;
}
