import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-context';
import { myLeaseQuery } from '../../../entities/lease/my-lease-query';

/** The reader's lease; `noLease` when they rent nothing (the API answers 404). */
export function useMyLease() {
  const { api, user, role } = useSession();
  const query = useQuery(myLeaseQuery(api, user?.id, role));
  const noLease = query.error instanceof ApiError && query.error.status === 404;
  return { query, noLease };
}
