import { sql } from 'drizzle-orm';
import type { ReportTable } from '../../../shared/schemas/reports';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { companyTimeZone } from '../../lib/company-time';
import { applicationsBefore } from '../accounting/applied-at';
import { byPortfolio, leaseLabels } from './lease-labels';

export interface AgedReceivablesOptions {
  /** The day the ages are counted at, 'YYYY-MM-DD' (company-local). */
  asOf: string;
  propertyId?: string;
  ownerId?: string;
}

const BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;

/** Which column a charge falls in, by the days since it fell due (0 or less: current). */
export function ageBucket(daysPastDue: number): (typeof BUCKETS)[number] {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

/**
 * Every charge's part still open at the end of a day (company-local), per lease: what was posted
 * by then less what was applied to it by then; a credit's part not yet used is negative. Summed,
 * the tenant receivable (1100) on that day.
 */
export async function openCharges(
  db: Db,
  options: AgedReceivablesOptions,
): Promise<{ lease: string; days: number; open: string; credit: boolean }[]> {
  // The end of the day in the company's time zone, as the books date their entries.
  const zone = await companyTimeZone(db);
  const cutoff = sql`((${options.asOf}::date + 1)::timestamp at time zone ${zone})`;
  return rawRows<{ lease: string; days: number; open: string; credit: boolean }>(
    db,
    sql`select c.lease_id as lease, (${options.asOf}::date - c.due_date) as days,
               (c.amount_cents + case when c.amount_cents < 0
                                      then coalesce(used.cents, 0)
                                      else -coalesce(paid.cents, 0) end)::text as open,
               c.amount_cents < 0 as credit
        from charges c
        join leases l on l.id = c.lease_id
        join units u on u.id = l.unit_id
        join properties p on p.id = u.property_id
        left join (select charge_id, sum(amount_cents) as cents
                   from ${applicationsBefore(cutoff)} x group by charge_id) paid on paid.charge_id = c.id
        left join (select credit_id, sum(amount_cents) as cents
                   from ${applicationsBefore(cutoff)} x where credit_id is not null
                   group by credit_id) used on used.credit_id = c.id
        where c.kind <> 'payment_reversal' and c.posted_at < ${cutoff}
          ${options.propertyId ? sql`and p.id = ${options.propertyId}` : sql``}
          ${options.ownerId ? sql`and p.owner_id = ${options.ownerId}` : sql``}`,
  );
}

/**
 * What each lease's tenants owe on a day, by age: every charge posted by then less what was
 * applied to it by then (`charge_applications`: payments, prepaid rent and credits; a returned
 * payment's negative applications open the charge again), in columns by days past its due date;
 * credits not yet applied to a charge in a column of their own. Its total is the tenant
 * receivable (1100) of the books, which the same events posted.
 */
export async function agedReceivablesReport(
  db: Db,
  options: AgedReceivablesOptions,
): Promise<ReportTable> {
  const rows = await openCharges(db, options);
  const byLease = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const open = Number(row.open);
    if (open === 0) continue;
    const sums = byLease.get(row.lease) ?? {};
    const column = row.credit ? 'credits' : ageBucket(Number(row.days));
    sums[column] = (sums[column] ?? 0) + open;
    byLease.set(row.lease, sums);
  }
  const labels = await leaseLabels(db, [...byLease.keys()]);
  const leases = [...labels.values()].sort(byPortfolio);
  const columns = [...BUCKETS, 'credits'] as const;
  const totals: Record<string, number> = Object.fromEntries(columns.map((c) => [c, 0]));
  const tableRows: ReportTable['rows'] = [];
  for (const lease of leases) {
    const sums = byLease.get(lease.leaseId)!;
    const total = columns.reduce((s, c) => s + (sums[c] ?? 0), 0);
    if (total === 0 && columns.every((c) => !sums[c])) continue;
    for (const c of columns) totals[c]! += sums[c] ?? 0;
    tableRows.push({
      kind: 'row',
      cells: [
        lease.propertyName,
        lease.unit,
        lease.tenants,
        ...columns.map((c) => sums[c] || null),
        total,
      ],
      href: `/portal/leases/${lease.leaseId}`,
    });
  }
  const grand = columns.reduce((s, c) => s + totals[c]!, 0);
  tableRows.push({
    kind: 'total',
    label: 'total',
    cells: [null, null, null, ...columns.map((c) => totals[c]!), grand],
  });
  return {
    report: 'aged-receivables',
    title: 'Aged receivables',
    subtitle: `As of ${options.asOf}, by days past due`,
    period: { asOf: options.asOf },
    subject: null,
    columns: [
      { key: 'property', kind: 'text' },
      { key: 'unit', kind: 'text' },
      { key: 'tenant', kind: 'text' },
      ...columns.map((key) => ({ key, kind: 'money' as const })),
      { key: 'total', kind: 'money' },
    ],
    rows: tableRows,
    totals: {
      ...Object.fromEntries(columns.map((c) => [`${c}Cents`, totals[c]!])),
      totalCents: grand,
    },
  };
}
