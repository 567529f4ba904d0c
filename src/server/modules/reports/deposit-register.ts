import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { applicationsBefore } from '../accounting/applied-at';
import { firstDayOf } from '../accounting/months';
import { trustLiabilities } from '../accounting/trust-liabilities';
import { byPortfolio, leaseLabels } from './lease-labels';

export interface DepositRegisterOptions {
  /** The month whose end the register is at, 'YYYY-MM'. */
  asOf: string;
  propertyId?: string;
}

/**
 * Each tenant's security deposit at the end of a month: what was charged (security deposits held,
 * 2010, from the period balances), what of it is still unpaid, and what is held, which is
 * trustLiabilities' figure for the lease; where it is held (the escrow bank account of the
 * lease's property, else the default escrow account, else the chart's escrow cash 1020) and since
 * when (the first payment applied to the deposit). The total held is what the escrow account owes
 * tenants for deposits.
 */
export async function depositRegisterReport(
  db: Db,
  options: DepositRegisterOptions,
): Promise<ReportTable> {
  const [liabilities, charged, places] = await Promise.all([
    trustLiabilities(db, options.asOf),
    rawRows<{ lease: string; cents: string }>(
      db,
      sql`select b.lease_id as lease, sum(b.credit_total - b.debit_total)::text as cents
          from account_period_balances b join accounts a on a.id = b.account_id
          where a.system_key = 'security_deposits_held' and b.lease_id is not null
            and b.month <= ${firstDayOf(options.asOf)}::date
          group by b.lease_id`,
    ),
    rawRows<{ lease: string; bank: string; since: string | null }>(
      db,
      sql`select l.id as lease,
                 coalesce(es.name || ' ••' || es.last4, des.name || ' ••' || des.last4,
                          (select name from accounts where system_key = 'deposit_escrow_cash')) as bank,
                 (select min(x.applied_at)::date::text from ${applicationsBefore(null, 'deposit')} x
                  join charges c on c.id = x.charge_id
                  where c.lease_id = l.id and c.kind = 'deposit' and x.amount_cents > 0) as since
          from leases l
          join units u on u.id = l.unit_id
          left join property_bank_accounts pb on pb.property_id = u.property_id
          left join bank_accounts es on es.id = pb.deposit_bank_account_id
          left join bank_accounts des on des.kind = 'deposit_escrow' and des.is_default
          where exists (select 1 from charges c where c.lease_id = l.id and c.kind = 'deposit')`,
    ),
  ]);
  const held = new Map(liabilities.deposits.map((d) => [d.leaseId, d.cents]));
  const chargedBy = new Map(charged.map((c) => [c.lease, Number(c.cents)]));
  const placeOf = new Map(places.map((p) => [p.lease, p]));
  const ids = [...new Set([...held.keys(), ...chargedBy.keys()])].filter(
    (id) => (chargedBy.get(id) ?? 0) !== 0 || (held.get(id) ?? 0) !== 0,
  );
  const labels = await leaseLabels(db, ids);
  const leases = [...labels.values()]
    .filter((l) => !options.propertyId || l.propertyId === options.propertyId)
    .sort(byPortfolio);
  let [totalCharged, totalUnpaid, totalHeld] = [0, 0, 0];
  const rows: ReportTable['rows'] = leases.map((lease) => {
    const c = chargedBy.get(lease.leaseId) ?? 0;
    const h = held.get(lease.leaseId) ?? 0;
    totalCharged += c;
    totalUnpaid += c - h;
    totalHeld += h;
    const place = placeOf.get(lease.leaseId);
    return {
      kind: 'row',
      cells: [
        lease.propertyName,
        lease.unit,
        lease.tenants,
        place?.bank ?? null,
        h > 0 ? (place?.since ?? null) : null,
        c,
        c - h || null,
        h,
      ],
      href: `/portal/leases/${lease.leaseId}`,
    };
  });
  rows.push({
    kind: 'total',
    label: 'total',
    cells: [null, null, null, null, null, totalCharged, totalUnpaid, totalHeld],
  });
  return {
    report: 'deposit-register',
    title: 'Security deposit register',
    subtitle: `As of the end of ${options.asOf}`,
    period: { asOf: options.asOf },
    subject: null,
    columns: [
      { key: 'property', kind: 'text' },
      { key: 'unit', kind: 'text' },
      { key: 'tenant', kind: 'text' },
      { key: 'bankAccount', kind: 'text' },
      { key: 'since', kind: 'date' },
      { key: 'charged', kind: 'money' },
      { key: 'unpaid', kind: 'money' },
      { key: 'held', kind: 'money' },
    ],
    rows,
    totals: { chargedCents: totalCharged, unpaidCents: totalUnpaid, heldCents: totalHeld },
  };
}
