import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import { can } from '../../../shared/permissions';
import type { PortfolioProperty } from '../../../shared/schemas/properties';
import type { Db } from '../../db/client';
import { cities, leases, payments, plans, properties, units, users } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { startOfLocalDay } from '../../lib/calendar';
import { companyTimeZone, companyToday } from '../../lib/company-time';
import { listLeases } from '../leasing/lease-list';
import { LEASE_ID } from '../leasing/lease-scope';

/** Every property with read:properties:any; a landlord's own with read:properties:own. */
function visibleProperties(actor: Actor) {
  return can(actor.role, 'read:properties:any') ? undefined : eq(properties.ownerId, actor.id);
}

/** The lease holding each unit today, with its tenants' names. */
async function currentLeases(db: Db, unitIds: string[], today: string) {
  if (unitIds.length === 0) return new Map<string, never>();
  const rows = await db
    .select({
      unitId: leases.unitId,
      id: leases.id,
      status: leases.status,
      rentCents: leases.monthlyRentCents,
      endDate: leases.endDate,
      tenants: sql<
        string[]
      >`coalesce((select array_agg(u.name order by u.name) from lease_residents lr join users u on u.id = lr.user_id where lr.lease_id = ${LEASE_ID}), '{}')`,
    })
    .from(leases)
    .where(
      and(
        inArray(leases.unitId, unitIds),
        inArray(leases.status, OCCUPYING_STATUSES),
        lte(leases.startDate, today),
        or(isNull(leases.endDate), gte(leases.endDate, today)),
      ),
    );
  return new Map(rows.map((r) => [r.unitId, r]));
}

/**
 * Properties with their units and who is in them today: occupied, under notice, or vacant; the
 * tenants, the rent and when the lease ends.
 */
export async function listPortfolio(
  db: Db,
  actor: Actor,
  options: { includeArchived: boolean; propertyId?: string },
  now = new Date(),
): Promise<PortfolioProperty[]> {
  const today = await companyToday(db, now);
  const rows = await db
    .select({ p: properties, city: cities.name, ownerName: users.name, planName: plans.name })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(plans, eq(plans.id, properties.planId))
    .where(
      and(
        visibleProperties(actor),
        options.includeArchived ? undefined : isNull(properties.archivedAt),
        options.propertyId ? eq(properties.id, options.propertyId) : undefined,
      ),
    )
    .orderBy(asc(properties.name), asc(properties.id));
  const ids = rows.map((r) => r.p.id);
  const unitRows = ids.length
    ? await db
        .select()
        .from(units)
        .where(
          and(
            inArray(units.propertyId, ids),
            options.includeArchived ? undefined : isNull(units.archivedAt),
          ),
        )
        .orderBy(asc(units.label))
    : [];
  const held = await currentLeases(
    db,
    unitRows.map((u) => u.id),
    today,
  );
  return rows.map(({ p, city, ownerName, planName }) => ({
    id: p.id,
    name: p.name,
    kind: p.kind as PortfolioProperty['kind'],
    city,
    addressLine: p.addressLine,
    ownerId: p.ownerId,
    ownerName,
    planId: p.planId,
    planName,
    approvalThresholdCents: p.approvalThresholdCents,
    archived: p.archivedAt !== null,
    units: unitRows
      .filter((u) => u.propertyId === p.id)
      .map((u) => {
        const lease = held.get(u.id);
        return {
          id: u.id,
          label: u.label,
          bedrooms: u.bedrooms,
          archived: u.archivedAt !== null,
          occupancy: !lease
            ? 'vacant'
            : lease.status === 'notice_given'
              ? 'notice_given'
              : 'occupied',
          leaseId: lease?.id ?? null,
          tenants: lease?.tenants ?? [],
          rentCents: lease?.rentCents ?? null,
          leaseEnd: lease?.endDate ?? null,
        } as const;
      }),
  }));
}

/** One property with its units, every lease on it and its money; another owner's is "not found". */
export async function readPropertyDetail(db: Db, actor: Actor, id: string, now = new Date()) {
  const [property] = await listPortfolio(db, actor, { includeArchived: true, propertyId: id }, now);
  if (!property) throw notFound('Property');
  const { rows } = await listLeases(
    db,
    actor,
    { propertyId: id, sort: 'start', dir: 'desc', page: 1, pageSize: null },
    now,
  );
  const timeZone = await companyTimeZone(db);
  const monthStart = startOfLocalDay(`${(await companyToday(db, now)).slice(0, 7)}-01`, timeZone);
  const [collected] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        eq(units.propertyId, id),
        inArray(payments.status, ['succeeded', 'pending']),
        gte(payments.receivedAt, monthStart),
      ),
    );
  return {
    ...property,
    leases: rows,
    balanceCents: rows.reduce((sum, l) => sum + l.balanceCents, 0),
    collectedThisMonthCents: Number(collected?.cents ?? 0),
  };
}
