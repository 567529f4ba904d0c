import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type { LeaseListQuery, LeaseRow } from '../../../shared/schemas/leases';
import type { Db } from '../../db/client';
import { cities, leases, properties, units } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { addDays } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import { LEASE_ID, leaseBalanceSql, pastDueSql, visibleLeases } from './lease-scope';
import { joinLeaseHome } from '../../db/joins';

export type LeaseFilters = Omit<LeaseListQuery, 'page' | 'pageSize'>;

const residentNamesSql = sql<
  string[]
>`coalesce((select array_agg(u.name order by u.name) from lease_residents lr join users u on u.id = lr.user_id where lr.lease_id = ${LEASE_ID}), '{}')`;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function conditions(actor: Actor, f: LeaseFilters, today: string): SQL | undefined {
  const search = f.q
    ? sql`(${properties.name} ilike ${likePattern(f.q)} or ${units.label} ilike ${likePattern(f.q)} or ${properties.addressLine} ilike ${likePattern(f.q)} or exists (select 1 from lease_residents lr join users u on u.id = lr.user_id where lr.lease_id = ${LEASE_ID} and (u.name ilike ${likePattern(f.q)} or u.email ilike ${likePattern(f.q)})))`
    : undefined;
  return and(
    visibleLeases(actor),
    f.status ? eq(leases.status, f.status) : undefined,
    f.city ? eq(cities.slug, f.city) : undefined,
    f.propertyId ? eq(properties.id, f.propertyId) : undefined,
    f.endingWithin
      ? and(
          inArray(leases.status, OCCUPYING_STATUSES),
          gte(leases.endDate, today),
          lte(leases.endDate, addDays(today, Number(f.endingWithin))),
        )
      : undefined,
    f.delinquent === 'true' ? sql`${pastDueSql(today)} > 0` : undefined,
    f.delinquent === 'false' ? sql`${pastDueSql(today)} <= 0` : undefined,
    search,
  );
}

const SORT_COLUMNS = {
  start: leases.startDate,
  end: leases.endDate,
  rent: leases.monthlyRentCents,
  balance: leaseBalanceSql,
  property: properties.name,
  status: leases.status,
} as const;

/**
 * One page of leases with their balances in one query (the balance is an aggregate subquery per
 * row, served by the charges and payments indexes on lease_id), plus the total via a window.
 */
export async function listLeases(
  db: Db,
  actor: Actor,
  query: LeaseFilters & { page: number; pageSize: number | null },
  now = new Date(),
): Promise<{ rows: LeaseRow[]; total: number }> {
  const today = await companyToday(db, now);
  const order = query.dir === 'asc' ? asc : desc;
  const base = joinLeaseHome(
    db
      .select({
        id: leases.id,
        status: leases.status,
        propertyId: properties.id,
        propertyName: properties.name,
        city: cities.name,
        unitId: units.id,
        unitLabel: units.label,
        residents: residentNamesSql,
        monthlyRentCents: leases.monthlyRentCents,
        balanceCents: leaseBalanceSql,
        startDate: leases.startDate,
        endDate: leases.endDate,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(leases)
      .$dynamic(),
  )
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(conditions(actor, query, today))
    // The id breaks ties, so a page never repeats or skips a lease.
    .orderBy(order(SORT_COLUMNS[query.sort]), asc(leases.id));
  const rows =
    query.pageSize === null
      ? await base
      : await base.limit(query.pageSize).offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      balanceCents: Number(row.balanceCents),
    })),
    total: rows[0]?.total ?? 0,
  };
}
