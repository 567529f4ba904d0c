import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charges, payments } from '../../db/tables';
import { openCharges } from './balance';

/**
 * A payment made for one charge by its reference covers that charge first; everything else
 * (and what is left over) settles the oldest charges first, as decision 0041 has it. Without
 * this, paying a newer invoice while an older one is open would leave the invoice "open" and
 * invite a second payment of it (decision 0044).
 */
export function targetedFirst<T extends { id: string; amountCents: number }>(
  all: readonly T[],
  paid: readonly { amountCents: number; paidChargeId: string | null }[],
): [T[], number] {
  const targeted = new Map<string, number>();
  let pool = 0;
  for (const p of paid) {
    if (p.paidChargeId)
      targeted.set(p.paidChargeId, (targeted.get(p.paidChargeId) ?? 0) + p.amountCents);
    else pool += p.amountCents;
  }
  const adjusted = all.map((c) => {
    const toThis = Math.min(targeted.get(c.id) ?? 0, Math.max(c.amountCents, 0));
    targeted.set(c.id, (targeted.get(c.id) ?? 0) - toThis);
    return { ...c, amountCents: c.amountCents - toThis };
  });
  for (const left of targeted.values()) pool += left;
  return [adjusted, pool];
}

/**
 * What is still open on a lease's charges, by the ledger's rule (payments settle the oldest charges
 * first, a payment made for one charge settles it first). Credits are never open.
 */
export async function openChargesOfLease(db: Db, leaseId: string) {
  const [all, counted] = await Promise.all([
    db.select().from(charges).where(eq(charges.leaseId, leaseId)),
    db
      .select({ amountCents: payments.amountCents, paidChargeId: payments.paidChargeId })
      .from(payments)
      .where(and(eq(payments.leaseId, leaseId), ne(payments.status, 'failed'))),
  ]);
  const amounts = new Map(all.map((c) => [c.id, c.amountCents]));
  // Reported with the amount charged, not what was left after the payments made for it.
  return openCharges(...targetedFirst(all, counted)).map((c) => ({
    ...c,
    amountCents: amounts.get(c.id)!,
  }));
}
