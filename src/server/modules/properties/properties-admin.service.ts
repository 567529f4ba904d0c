import { and, eq, inArray, isNull } from 'drizzle-orm';
import { OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type {
  PropertyInput,
  PropertyUpdate,
  UnitInput,
  UnitUpdate,
} from '../../../shared/schemas/properties';
import type { Db } from '../../db/client';
import { cities, communities, leases, plans, properties, units, users } from '../../db/tables';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { accountHolds } from '../../lib/capability-holders';
import { isUniqueViolation } from '../../lib/pg-errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';

/** Turns the form's references (owner, city slug, community, plan) into checked ids. */
async function resolveReferences(tx: Db, input: PropertyUpdate) {
  const out: Partial<typeof properties.$inferInsert> = {};
  if (input.ownerId !== undefined) {
    const [owner] = await tx.select().from(users).where(eq(users.id, input.ownerId));
    if (!owner || !accountHolds(owner, 'take:properties:own'))
      throw fieldError('ownerId', 'Choose a landlord account');
    out.ownerId = owner.id;
  }
  if (input.citySlug !== undefined) {
    const [city] = await tx.select().from(cities).where(eq(cities.slug, input.citySlug));
    if (!city) throw fieldError('citySlug', 'Choose a city from the list');
    out.cityId = city.id;
  }
  if (input.communityId) {
    const [community] = await tx
      .select()
      .from(communities)
      .where(eq(communities.id, input.communityId));
    if (!community) throw fieldError('communityId', 'Choose a community from the list');
  }
  if (input.planId) {
    const [plan] = await tx.select().from(plans).where(eq(plans.id, input.planId));
    if (!plan) throw fieldError('planId', 'Choose a plan from the list');
  }
  const { ownerId: _o, citySlug: _c, ...rest } = input;
  return { ...rest, ...out };
}

export async function createProperty(
  db: Db,
  actor: AuditActor,
  input: PropertyInput,
): Promise<string> {
  return db.transaction(async (tx) => {
    const values = await resolveReferences(tx, input);
    const [row] = await tx
      .insert(properties)
      .values(values as typeof properties.$inferInsert)
      .returning();
    await recordAudit(tx, actor, {
      action: 'property.create',
      target: `property:${row!.id}`,
      after: row,
    });
    return row!.id;
  });
}

export async function updateProperty(db: Db, actor: AuditActor, id: string, input: PropertyUpdate) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!before) throw notFound('Property');
    const values = await resolveReferences(tx, input);
    const [after] = await tx
      .update(properties)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(properties.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'property.update',
      target: `property:${id}`,
      before,
      after,
    });
  });
}

async function occupiedUnits(tx: Db, unitIds: string[]): Promise<number> {
  if (unitIds.length === 0) return 0;
  const rows = await tx
    .select({ id: leases.id })
    .from(leases)
    .where(and(inArray(leases.unitId, unitIds), inArray(leases.status, OCCUPYING_STATUSES)));
  return rows.length;
}

/**
 * Archiving hides a property (and its units) from lists and new leases but keeps its history;
 * nothing with leases or money is ever deleted. A property with a lease in force stays.
 */
export async function archiveProperty(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!before) throw notFound('Property');
    const unitRows = await tx.select({ id: units.id }).from(units).where(eq(units.propertyId, id));
    if (
      (await occupiedUnits(
        tx,
        unitRows.map((u) => u.id),
      )) > 0
    ) {
      throw new AppError('conflict', 'End the active leases of this property before archiving it.');
    }
    const now = new Date();
    await tx
      .update(properties)
      .set({ archivedAt: now, updatedAt: now })
      .where(eq(properties.id, id));
    await tx
      .update(units)
      .set({ archivedAt: now, updatedAt: now })
      .where(and(eq(units.propertyId, id), isNull(units.archivedAt)));
    await recordAudit(tx, actor, { action: 'property.archive', target: `property:${id}` });
  });
}

const duplicateLabel = () =>
  fieldError('label', 'This property already has a unit with this label');

function unitValues(input: UnitUpdate) {
  const { baths, ...rest } = input;
  return { ...rest, ...(baths === undefined ? {} : { bathsTenths: Math.round(baths * 10) }) };
}

export async function createUnit(db: Db, actor: AuditActor, propertyId: string, input: UnitInput) {
  try {
    return await db.transaction(async (tx) => {
      const [property] = await tx.select().from(properties).where(eq(properties.id, propertyId));
      if (!property) throw notFound('Property');
      if (property.archivedAt) throw new AppError('conflict', 'This property is archived.');
      const [row] = await tx
        .insert(units)
        .values({ propertyId, ...(unitValues(input) as Required<ReturnType<typeof unitValues>>) })
        .returning();
      await recordAudit(tx, actor, {
        action: 'unit.create',
        target: `unit:${row!.id}`,
        after: row,
      });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateLabel();
    throw err;
  }
}

export async function updateUnit(db: Db, actor: AuditActor, id: string, input: UnitUpdate) {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(units).where(eq(units.id, id)).for('update');
      if (!before) throw notFound('Unit');
      const [after] = await tx
        .update(units)
        .set({ ...unitValues(input), updatedAt: new Date() })
        .where(eq(units.id, id))
        .returning();
      await recordAudit(tx, actor, { action: 'unit.update', target: `unit:${id}`, before, after });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateLabel();
    throw err;
  }
}

export async function archiveUnit(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(units).where(eq(units.id, id)).for('update');
    if (!before) throw notFound('Unit');
    if ((await occupiedUnits(tx, [id])) > 0) {
      throw new AppError('conflict', 'End the active lease of this unit before archiving it.');
    }
    const now = new Date();
    await tx.update(units).set({ archivedAt: now, updatedAt: now }).where(eq(units.id, id));
    await recordAudit(tx, actor, { action: 'unit.archive', target: `unit:${id}` });
  });
}
