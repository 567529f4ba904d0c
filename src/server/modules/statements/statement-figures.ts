import type {
  StatementExpense,
  StatementPlan,
  StatementPropertyLine,
  StatementTotals,
} from '../../../shared/schemas/statements';

/** One property's money in a month, as read from the ledger (amounts positive, in cents). */
export interface PropertyMonth {
  propertyId: string;
  propertyName: string;
  addressLine: string;
  city: string;
  plan: StatementPlan | null;
  paymentsCents: number;
  reversalsCents: number;
  expenses: StatementExpense[];
  /** Tenants' security deposits held in escrow at the month's end: shown apart, never income. */
  depositsHeldCents: number;
}

/**
 * The management fee for a month. A percent plan takes its share of what was collected, rounded to
 * the nearest cent with half a cent going up (8 % of $1,250.05 = $100.004 → $100.00; 10 % of $0.05
 * = $0.005 → $0.01); a month whose reversals exceed its payments owes no fee rather than a
 * negative one (the reversed payment was already charged its fee in its own month). A flat plan charges its fee for every month the
 * property is on the statement. No plan, no fee.
 */
export function managementFeeCents(plan: StatementPlan | null, collectedCents: number): number {
  if (!plan) return 0;
  if (plan.percentOfRentBasisPoints !== null) {
    if (collectedCents <= 0) return 0;
    // Integer arithmetic: cents × basis points stays far below 2^53 for any real rent roll.
    return Math.floor((collectedCents * plan.percentOfRentBasisPoints + 5_000) / 10_000);
  }
  return plan.monthlyFeeCents ?? 0;
}

export function propertyLine(month: PropertyMonth): StatementPropertyLine {
  const collectedCents = month.paymentsCents - month.reversalsCents;
  const fee = managementFeeCents(month.plan, collectedCents);
  const expensesCents = month.expenses.reduce((sum, e) => sum + e.amountCents, 0);
  return {
    ...month,
    collectedCents,
    managementFeeCents: fee,
    expensesCents,
    netCents: collectedCents - fee - expensesCents,
  };
}

export function statementTotals(lines: readonly StatementPropertyLine[]): StatementTotals {
  const sum = (pick: (l: StatementPropertyLine) => number) =>
    lines.reduce((total, line) => total + pick(line), 0);
  return {
    collectedCents: sum((l) => l.collectedCents),
    managementFeeCents: sum((l) => l.managementFeeCents),
    expensesCents: sum((l) => l.expensesCents),
    netCents: sum((l) => l.netCents),
  };
}
