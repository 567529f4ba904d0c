import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, properties, units, users, vendors } from '../../db/tables';
import { type Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import { recordAudit } from '../audit/audit.service';

export async function setPropertyReserve(
  ctx: AppContext,
  actor: Actor,
  propertyId: string,
  reserveCents: number,
): Promise<{ reserveCents: number }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reserveCents: properties.reserveCents })
      .from(properties)
      .where(and(eq(properties.id, propertyId), isNull(properties.archivedAt)));
    if (!before) throw notFound('The property');
    await tx.update(properties).set({ reserveCents }).where(eq(properties.id, propertyId));
    await recordAudit(tx, actor, {
      action: 'property.reserve',
      target: `property:${propertyId}`,
      before,
      after: { reserveCents },
    });
    return { reserveCents };
  });
}
/** What the bill and vendor forms choose from. */
export async function billOptions(db: Db) {
  const vendorRows = await db
    .select({
      id: vendors.id,
      name: vendors.legalName,
      defaultExpenseAccountId: vendors.defaultExpenseAccountId,
    })
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.legalName));
  const propertyRows = await db
    .select({
      id: properties.id,
      name: properties.name,
      reserveCents: properties.reserveCents,
      approvalThresholdCents: properties.approvalThresholdCents,
    })
    .from(properties)
    .where(isNull(properties.archivedAt))
    .orderBy(asc(properties.name));
  const unitRows = await db
    .select({ id: units.id, label: units.label, propertyId: units.propertyId })
    .from(units)
    .orderBy(asc(units.label));
  const accountRows = await db
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, nameEs: accounts.nameEs })
    .from(accounts)
    .where(
      and(eq(accounts.type, 'expense'), eq(accounts.active, true), sql`${accounts.code} like '5%'`),
    )
    .orderBy(asc(accounts.code));
  const technicians = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(capabilityHolders('take:work-orders:assigned', { active: true }))
    .orderBy(asc(users.name));
  return {
    vendors: vendorRows,
    properties: propertyRows.map((p) => ({
      ...p,
      units: unitRows.filter((u) => u.propertyId === p.id).map(({ id, label }) => ({ id, label })),
    })),
    accounts: accountRows,
    technicians,
  };
}
