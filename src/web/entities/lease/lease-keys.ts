import type { LeaseStatus } from '../../../shared/leasing-terms';

/**
 * The lease keys more than one feature reads. Every office lease query sits under `leases`, so a
 * decision on an application refreshes the leases list with one invalidation; the resident's own
 * lease is `my-lease`, which a payment refreshes on the lease page and the pay page alike.
 */
export const leaseKeys = {
  all: ['leases'] as const,
  /** The leases a contract can be drawn up for. */
  forContracts: (status: LeaseStatus) => [...leaseKeys.all, 'for-contracts', status] as const,
  allMine: ['my-lease'] as const,
  mine: (accountId: string | undefined, role: string | null) =>
    [...leaseKeys.allMine, accountId, role] as const,
};
