import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { LeaseCreate, LeaseUpdate } from '../../../shared/schemas/leases';
import type { Db } from '../../db/client';
import { leaseResidents, leases, properties, units, users } from '../../db/tables';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { accountHolds } from '../../lib/capability-holders';
import { recordAudit, type AuditActor } from '../audit/audit.service';

type LeaseRow = typeof leases.$inferSelect;

/**
 * Residents must be existing accounts that can be named on a lease (`take:leases:own`: resident
 * accounts, which an application's approval creates).
 */
async function checkResidents(tx: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, unique));
  if (found.length !== unique.length || found.some((u) => !accountHolds(u, 'take:leases:own'))) {
    throw fieldError('residentIds', 'Name resident accounts only');
  }
}

async function checkUnit(tx: Db, unitId: string): Promise<void> {
  const [unit] = await tx
    .select({ id: units.id })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, unitId), isNull(units.archivedAt), isNull(properties.archivedAt)));
  if (!unit) throw fieldError('unitId', 'Choose a unit that exists and is not archived');
}

async function setResidents(tx: Db, leaseId: string, ids: readonly string[]): Promise<void> {
  await tx.delete(leaseResidents).where(eq(leaseResidents.leaseId, leaseId));
  await tx.insert(leaseResidents).values([...new Set(ids)].map((userId) => ({ leaseId, userId })));
}

/** A new lease starts as a draft; nothing is charged until it is activated. */
export async function createLease(db: Db, actor: AuditActor, input: LeaseCreate): Promise<string> {
  return db.transaction(async (tx) => {
    await checkUnit(tx, input.unitId);
    await checkResidents(tx, input.residentIds);
    const { residentIds, ...terms } = input;
    const [row] = await tx
      .insert(leases)
      .values({ ...terms, status: 'draft' })
      .returning();
    await setResidents(tx, row!.id, residentIds);
    await recordAudit(tx, actor, {
      action: 'lease.create',
      target: `lease:${row!.id}`,
      after: { ...row, residentIds },
    });
    return row!.id;
  });
}

export async function lockLease(tx: Db, id: string): Promise<LeaseRow> {
  const [row] = await tx.select().from(leases).where(eq(leases.id, id)).for('update');
  if (!row) throw notFound('Lease');
  return row;
}

/** Only a draft changes in place; an active lease's terms change by renewal. */
export async function updateDraftLease(
  db: Db,
  actor: AuditActor,
  id: string,
  input: LeaseUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockLease(tx, id);
    if (before.status !== 'draft') {
      throw new AppError(
        'conflict',
        'Only a draft lease can be edited; renew an active lease to change its terms.',
      );
    }
    const { residentIds, ...terms } = input;
    const merged = { ...before, ...terms };
    if (merged.endDate !== null && merged.endDate < merged.startDate) {
      throw fieldError('endDate', 'End the lease on or after its start');
    }
    if (merged.lateFeeFlatCents !== null && merged.lateFeePercentBasisPoints !== null) {
      throw fieldError(
        'lateFeePercentBasisPoints',
        'Choose a flat late fee or a percentage of rent, not both',
      );
    }
    if (residentIds) {
      await checkResidents(tx, residentIds);
      await setResidents(tx, id, residentIds);
    }
    const [after] = await tx
      .update(leases)
      .set({ ...terms, updatedAt: new Date() })
      .where(eq(leases.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'lease.update',
      target: `lease:${id}`,
      before,
      after: residentIds ? { ...after, residentIds } : after,
    });
  });
}
