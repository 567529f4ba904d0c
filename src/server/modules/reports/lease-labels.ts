import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export interface LeaseLabel {
  leaseId: string;
  propertyId: string;
  propertyName: string;
  ownerId: string;
  unit: string;
  /** The residents' names, joined; empty when the lease names none. */
  tenants: string;
  startDate: string;
  endDate: string | null;
}

/** What a report shows of a lease: its property, unit and residents. */
export async function leaseLabels(
  db: Db,
  leaseIds: readonly string[],
): Promise<Map<string, LeaseLabel>> {
  if (leaseIds.length === 0) return new Map();
  const rows = await rawRows<LeaseLabel>(
    db,
    sql`select l.id as "leaseId", p.id as "propertyId", p.name as "propertyName",
               p.owner_id as "ownerId", u.label as unit, l.start_date::text as "startDate",
               l.end_date::text as "endDate",
               coalesce((select string_agg(r.name, ', ' order by r.name)
                         from lease_residents lr join users r on r.id = lr.user_id
                         where lr.lease_id = l.id), '') as tenants
        from leases l join units u on u.id = l.unit_id join properties p on p.id = u.property_id
        where l.id in (${sql.join(
          leaseIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.leaseId, r]));
}

/** Orders leases by property, unit and start, so a report reads like the portfolio. */
export function byPortfolio(a: LeaseLabel, b: LeaseLabel): number {
  return (
    a.propertyName.localeCompare(b.propertyName) ||
    a.unit.localeCompare(b.unit) ||
    a.startDate.localeCompare(b.startDate)
  );
}
