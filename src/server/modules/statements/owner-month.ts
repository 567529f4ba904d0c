import {
  and,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StatementPropertyLine } from '../../../shared/schemas/statements';
import type { Db } from '../../db/client';
import {
  charges,
  cities,
  leases,
  payments,
  plans,
  properties,
  units,
  workOrderCosts,
  workOrders,
} from '../../db/tables';
import { firstDay, lastDay, localDate, nextPeriod, startOfLocalDay } from '../../lib/calendar';
import { propertyLine } from './statement-figures';

/** The instants a statement covers: from the month's first local midnight up to `until`. */
export interface StatementWindow {
  period: string;
  from: Date;
  until: Date;
  /** The last local day included (the month's last, or today for the month to date). */
  throughDate: string;
  /** The company's zone, in which the days of the window are read. */
  timeZone: string;
}

export function monthWindow(period: string, timeZone: string): StatementWindow {
  return {
    period,
    from: startOfLocalDay(firstDay(period), timeZone),
    until: startOfLocalDay(firstDay(nextPeriod(period)), timeZone),
    throughDate: lastDay(period),
    timeZone,
  };
}

/** A moment in the statement's window: from its start, up to (not including) its end. */
const inWindow = (at: PgColumn, window: StatementWindow) =>
  and(gte(at, window.from), lt(at, window.until));

/**
 * The cents of a lease ledger's rows (payments or charges) per property, those of `which` whose
 * moment `at` falls in the window.
 */
async function centsByProperty(
  db: Db,
  propertyIds: string[],
  window: StatementWindow,
  rows: typeof payments | typeof charges,
  at: PgColumn,
  which: SQL,
): Promise<Map<string, number>> {
  const sums = await db
    .select({
      propertyId: units.propertyId,
      cents: sql<number>`coalesce(sum(${rows.amountCents}), 0)::int`,
    })
    .from(rows)
    .innerJoin(leases, eq(leases.id, rows.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(and(inArray(units.propertyId, propertyIds), which, inWindow(at, window)))
    .groupBy(units.propertyId);
  return new Map(sums.map((r) => [r.propertyId, Number(r.cents)]));
}

/**
 * Every property line of one owner's month. A property is on the statement when money moved on it
 * in the window or a lease held it for part of the month (a flat fee is owed for a let month with
 * nothing collected); other properties are left off. Lines come out in property-name order.
 */
export async function ownerMonthLines(
  db: Db,
  ownerId: string,
  window: StatementWindow,
): Promise<StatementPropertyLine[]> {
  const owned = await db
    .select({
      id: properties.id,
      name: properties.name,
      addressLine: properties.addressLine,
      city: cities.name,
      planName: plans.name,
      percent: plans.percentOfRentBasisPoints,
      flat: plans.monthlyFeeCents,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(plans, eq(plans.id, properties.planId))
    .where(eq(properties.ownerId, ownerId))
    .orderBy(properties.name, properties.id);
  if (owned.length === 0) return [];
  const ids = owned.map((p) => p.id);

  const paidBy = await centsByProperty(
    db,
    ids,
    window,
    payments,
    payments.receivedAt,
    ne(payments.status, 'failed'),
  );
  const reversedBy = await centsByProperty(
    db,
    ids,
    window,
    charges,
    charges.postedAt,
    eq(charges.kind, 'payment_reversal'),
  );

  const let_ = await db
    .selectDistinct({ propertyId: units.propertyId })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        inArray(units.propertyId, ids),
        notInArray(leases.status, ['draft', 'cancelled']),
        lte(leases.startDate, window.throughDate),
        or(isNull(leases.endDate), gte(leases.endDate, firstDay(window.period))),
      ),
    );

  const expensesBy = await workOrderExpenses(db, ids, window);
  const letIds = new Set(let_.map((r) => r.propertyId));
  return owned
    .filter(
      (p) => letIds.has(p.id) || paidBy.has(p.id) || reversedBy.has(p.id) || expensesBy.has(p.id),
    )
    .map((p) =>
      propertyLine({
        propertyId: p.id,
        propertyName: p.name,
        addressLine: p.addressLine,
        city: p.city,
        plan:
          p.planName === null
            ? null
            : {
                name: p.planName,
                percentOfRentBasisPoints: p.percent,
                monthlyFeeCents: p.flat,
              },
        paymentsCents: paidBy.get(p.id) ?? 0,
        reversalsCents: reversedBy.get(p.id) ?? 0,
        expenses: expensesBy.get(p.id) ?? [],
      }),
    );
}

/**
 * The cost of work completed in the window, one expense line per work order on the day it was
 * completed (company time): what the owner pays for repairs on their statement. Work billed on to
 * the resident is still the owner's expense here; the resident's charge is rent-side income.
 */
async function workOrderExpenses(db: Db, propertyIds: string[], window: StatementWindow) {
  const rows = await db
    .select({
      propertyId: workOrders.propertyId,
      reference: workOrders.reference,
      title: workOrders.title,
      completedAt: workOrders.completedAt,
      cents: sql<number>`sum(${workOrderCosts.amountCents})::int`,
    })
    .from(workOrders)
    .innerJoin(workOrderCosts, eq(workOrderCosts.workOrderId, workOrders.id))
    .where(
      and(
        inArray(workOrders.propertyId, propertyIds),
        inArray(workOrders.status, ['completed', 'closed']),
        inWindow(workOrders.completedAt, window),
      ),
    )
    .groupBy(
      workOrders.id,
      workOrders.propertyId,
      workOrders.reference,
      workOrders.title,
      workOrders.completedAt,
    )
    .orderBy(workOrders.completedAt, workOrders.reference);
  const timeZone = window.timeZone;
  const byProperty = new Map<string, StatementPropertyLine['expenses']>();
  for (const r of rows) {
    const lines = byProperty.get(r.propertyId) ?? [];
    lines.push({
      date: localDate(r.completedAt!, timeZone),
      description: r.title,
      reference: r.reference,
      amountCents: Number(r.cents),
    });
    byProperty.set(r.propertyId, lines);
  }
  return byProperty;
}

/** Everyone who owns a property: the owners a month's statements are made for. */
export async function propertyOwnerIds(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ ownerId: properties.ownerId }).from(properties);
  return rows.map((r) => r.ownerId).sort();
}
