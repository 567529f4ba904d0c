import {
  MANUAL_CHARGE_KINDS,
  MANUAL_PAYMENT_METHODS,
  type ChargeKind,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../../shared/leasing-terms';
import type { Ledger, LedgerLine } from '../../../../shared/schemas/ledger';

/**
 * A ledger line as the reader sees it. The server's descriptions are English ("Rent 2026-11",
 * "Payment by ach"), so lines the system wrote are named from their kind, period and method in
 * the reader's language; what a person typed (a utility charge, a credit) is shown as typed.
 */
export type LedgerEntry = LedgerLine &
  (
    | { entry: 'charge'; chargeKind: ChargeKind; period: string | null; note: string | null }
    | { entry: 'payment'; method: PaymentMethod; status: PaymentStatus; note: string | null }
  );

const TYPED_KINDS: readonly ChargeKind[] = MANUAL_CHARGE_KINDS;

/**
 * The number the office wrote down (a check's, a money order's); an online payment's external
 * reference is the processor's id, which tells a resident nothing: its PAY- reference is theirs.
 */
function officeReference(payment: Ledger['payments'][number]): string | null {
  return (MANUAL_PAYMENT_METHODS as readonly PaymentMethod[]).includes(payment.method)
    ? payment.externalReference
    : null;
}

/** The ledger's lines, newest first, each joined to the charge or payment it stands for. */
export function ledgerEntries(ledger: Ledger): LedgerEntry[] {
  const charges = new Map(ledger.charges.map((c) => [c.id, c]));
  const payments = new Map(ledger.payments.map((p) => [p.id, p]));
  const entries: LedgerEntry[] = [];
  for (const line of ledger.lines) {
    if (line.kind === 'charge') {
      const charge = charges.get(line.id);
      if (!charge) continue;
      entries.push({
        ...line,
        entry: 'charge',
        chargeKind: charge.kind,
        period: charge.period,
        note: TYPED_KINDS.includes(charge.kind) ? charge.description : null,
      });
    } else {
      const payment = payments.get(line.id);
      if (!payment) continue;
      entries.push({
        ...line,
        entry: 'payment',
        method: payment.method,
        status: payment.status,
        note: payment.failureReason ?? payment.reversalReason ?? officeReference(payment),
      });
    }
  }
  return entries.reverse();
}
