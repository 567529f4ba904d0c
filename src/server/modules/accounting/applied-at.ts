import { sql, type SQL } from 'drizzle-orm';
import type { ChargeKind } from '../../../shared/leasing-terms';

/**
 * When an application of money to a charge took effect, for balances as of a past day: a payment
 * or credit applied counts from the later of its own date and the charge's (money paid ahead
 * applies when the charge is posted), a returned or reversed payment's negative application from
 * the day it was undone. Not `created_at`: the history is posted when the books start (the
 * demo's at seeding), so every application of a year's payments would carry that one instant.
 */
export const APPLIED_AT = sql.raw(`case
  when ca.amount_cents < 0 then coalesce(ap.reversed_at, ca.created_at)
  else greatest(ac.posted_at, coalesce(ap.received_at, acr.posted_at, ac.posted_at))
end`);

/**
 * `charge_applications` (charge_id, credit_id, amount_cents, applied_at) with those that took
 * effect before `before` only (all when null), as a derived table for a `from` or `join`;
 * `chargeKind` keeps only applications to charges of that kind (a query about deposits then
 * reads the deposits' applications, not every one).
 */
export function applicationsBefore(before: SQL | null, chargeKind?: ChargeKind): SQL {
  const conditions = [
    ...(before ? [sql`${APPLIED_AT} < ${before}`] : []),
    // A literal (a kind of the code's, never a request's), so a partial index on it can serve.
    ...(chargeKind ? [sql.raw(`ac.kind = '${chargeKind}'`)] : []),
  ];
  return sql`(select ca.charge_id, ca.credit_id, ca.amount_cents, ${APPLIED_AT} as applied_at
              from charge_applications ca
              join charges ac on ac.id = ca.charge_id
              left join payments ap on ap.id = ca.payment_id
              left join charges acr on acr.id = ca.credit_id
              ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``})`;
}
