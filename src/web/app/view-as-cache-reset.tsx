import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../lib/session/session-context';

/**
 * Every cached answer was scoped to whoever was being viewed as: when the role or person changes
 * (here or in another tab), they are all dropped and what is on screen loads again, so no screen
 * shows one landlord's rows under another's name (docs/decisions/0049).
 */
export function ViewAsCacheReset() {
  const { impersonatedRole, impersonatedUser } = useSession();
  const queryClient = useQueryClient();
  const viewing = `${impersonatedRole ?? ''}:${impersonatedUser?.id ?? ''}`;
  const last = useRef(viewing);
  useEffect(() => {
    if (last.current === viewing) return;
    last.current = viewing;
    void queryClient.resetQueries();
  }, [viewing, queryClient]);
  return null;
}
