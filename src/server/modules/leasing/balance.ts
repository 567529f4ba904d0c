import type { PaymentStatus } from '../../../shared/leasing-terms';

/**
 * The ledger's one rule (decision 0041): a lease owes the sum of its charges less every payment
 * that did not fail. A pending bank payment already counts, so nobody pays twice while it
 * settles; a returned or reversed payment keeps counting and its `payment_reversal` charge puts
 * the money back.
 */
export function countsTowardBalance(status: PaymentStatus): boolean {
  return status !== 'failed';
}

export function balanceCents(
  charges: readonly { amountCents: number }[],
  payments: readonly { amountCents: number; status: PaymentStatus }[],
): number {
  const charged = charges.reduce((sum, c) => sum + c.amountCents, 0);
  const paid = payments
    .filter((p) => countsTowardBalance(p.status))
    .reduce((sum, p) => sum + p.amountCents, 0);
  return charged - paid;
}

export interface LedgerLine {
  kind: 'charge' | 'payment';
  id: string;
  /** The company-local day it counts from: a charge's due date, a payment's day received. */
  date: string;
  /** Positive raises the balance, negative lowers it; a failed payment is 0. */
  effectCents: number;
  /** A charge putting back a payment (`payment_reversal`): it follows the payments of its day. */
  reversesPayment?: boolean;
}

/** On one day: what is charged, then what is paid, then what puts a payment back. */
function rankInDay(line: LedgerLine): number {
  if (line.kind === 'payment') return 1;
  return line.reversesPayment ? 2 : 0;
}

/** Lines oldest first, each with the balance after it. */
export function withRunningBalance<T extends LedgerLine>(lines: readonly T[]) {
  const sorted = [...lines].sort((a, b) =>
    a.date === b.date ? rankInDay(a) - rankInDay(b) : a.date < b.date ? -1 : 1,
  );
  let balance = 0;
  return sorted.map((line) => {
    balance += line.effectCents;
    return { ...line, balanceCents: balance };
  });
}

/**
 * Which charges are still open: every payment that counts and every credit settles the oldest
 * positive charges first (by due date, then reference), as a resident reads their statement.
 */
export function openCharges<T extends { amountCents: number; dueDate: string; reference: string }>(
  charges: readonly T[],
  paidCents: number,
): (T & { openCents: number })[] {
  const credits = charges.filter((c) => c.amountCents < 0).reduce((s, c) => s - c.amountCents, 0);
  let available = paidCents + credits;
  const open: (T & { openCents: number })[] = [];
  const debits = charges
    .filter((c) => c.amountCents > 0)
    .sort((a, b) =>
      a.dueDate === b.dueDate
        ? a.reference.localeCompare(b.reference)
        : a.dueDate < b.dueDate
          ? -1
          : 1,
    );
  for (const charge of debits) {
    const covered = Math.min(available, charge.amountCents);
    available -= covered;
    if (covered < charge.amountCents)
      open.push({ ...charge, openCents: charge.amountCents - covered });
  }
  return open;
}
