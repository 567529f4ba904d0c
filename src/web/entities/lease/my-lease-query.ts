import { queryOptions } from '@tanstack/react-query';
import type { LeaseDetail } from '../../../shared/schemas/leases';
import type { Ledger, OpenCharge } from '../../../shared/schemas/ledger';
import { leaseKeys } from './lease-keys';

/** GET /api/me/lease: the lease page shows all of it, the pay page its balance and open charges. */
export type ResidentLease = LeaseDetail & { ledger: Ledger; openCharges: OpenCharge[] };

/**
 * The signed-in resident's lease. The account and effective role are in the key: an admin viewing
 * as a resident is answered for their own account, never from another's cache.
 */
export const myLeaseQuery = (
  api: <T>(path: string) => Promise<T>,
  accountId: string | undefined,
  role: string | null,
) =>
  queryOptions({
    queryKey: leaseKeys.mine(accountId, role),
    queryFn: () => api<ResidentLease>('/api/me/lease'),
  });
