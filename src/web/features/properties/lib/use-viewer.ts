import { useSession } from '../../../lib/session/session-context';
import type { Viewer } from '../api/queries';

/** The session's request function and the key part naming whose rows the server answers with. */
export function useViewer() {
  const { api, user, role } = useSession();
  const viewer: Viewer = [user?.id, role];
  return { api, viewer };
}
