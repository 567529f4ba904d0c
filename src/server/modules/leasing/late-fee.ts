import { addDays } from '../../lib/calendar';

export interface LateFeePolicy {
  graceDays: number;
  /** A flat fee, or a share of the month's rent in basis points (500 = 5 %); at most one is set. */
  flatCents: number | null;
  percentBasisPoints: number | null;
  /** The most one late fee may be; null: no cap. */
  capCents: number | null;
}

export function hasLateFee(policy: LateFeePolicy): boolean {
  return policy.flatCents !== null || policy.percentBasisPoints !== null;
}

/** The fee for one late month: flat, or the percentage of that month's rent (nearest cent), capped. */
export function lateFeeCents(policy: LateFeePolicy, rentCents: number): number {
  const fee =
    policy.flatCents ??
    (policy.percentBasisPoints === null
      ? 0
      : Math.round((rentCents * policy.percentBasisPoints) / 10_000));
  return policy.capCents === null ? fee : Math.min(fee, policy.capCents);
}

/** The last day rent may still be paid without a fee: the due day plus the grace days. */
export function lastGraceDay(dueDate: string, policy: LateFeePolicy): string {
  return addDays(dueDate, policy.graceDays);
}

/** The day the fee is posted when rent is still unpaid: the day after the grace days. */
export function lateFeeDate(dueDate: string, policy: LateFeePolicy): string {
  return addDays(lastGraceDay(dueDate, policy), 1);
}

/**
 * The fee owed for a month, given how much was still owed (late fees aside) at the end of its
 * last grace day: nothing when that was paid, else the fee.
 */
export function lateFeeOwed(policy: LateFeePolicy, rentCents: number, owedCents: number): number {
  if (!hasLateFee(policy) || owedCents <= 0) return 0;
  return lateFeeCents(policy, rentCents);
}
