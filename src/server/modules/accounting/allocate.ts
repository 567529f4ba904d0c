/** A charge still owed, in the order it is paid: oldest due first, then by reference. */
export interface OpenCharge {
  id: string;
  dueDate: string;
  reference: string;
  openCents: number;
  isDeposit: boolean;
}

export const byAge = (a: OpenCharge, b: OpenCharge): number =>
  a.dueDate === b.dueDate ? a.reference.localeCompare(b.reference) : a.dueDate < b.dueDate ? -1 : 1;

/**
 * Spends `availableCents` on the open charges it may pay, oldest first, and returns what each
 * charge received. Money meant for the deposit pays only the deposit; any other money pays every
 * charge but the deposit. A payment made for one charge (a visitor paying an invoice by its
 * number) pays that charge first. Mutates `open`'s `openCents`, so the caller's list stays current.
 */
export function allocate(
  open: OpenCharge[],
  availableCents: number,
  forDeposit: boolean,
  firstChargeId: string | null = null,
): { chargeId: string; amountCents: number }[] {
  const out: { chargeId: string; amountCents: number }[] = [];
  let left = availableCents;
  const ordered = [...open].sort(
    (a, b) => Number(b.id === firstChargeId) - Number(a.id === firstChargeId) || byAge(a, b),
  );
  for (const charge of ordered) {
    if (left <= 0) break;
    if (charge.isDeposit !== forDeposit || charge.openCents <= 0) continue;
    const amount = Math.min(left, charge.openCents);
    charge.openCents -= amount;
    left -= amount;
    out.push({ chargeId: charge.id, amountCents: amount });
  }
  return out;
}
