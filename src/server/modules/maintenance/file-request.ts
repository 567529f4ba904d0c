import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MaintenanceCategory } from '../../../shared/maintenance-terms';
import { can } from '../../../shared/permissions';
import type {
  MaintenancePage,
  NewRequest,
  WorkOrderDetail,
} from '../../../shared/schemas/maintenance';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  leaseResidents,
  leases,
  properties,
  siteSettings,
  units,
  users,
  workOrders,
} from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import { allocateReference } from '../../lib/references';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { claimUploads } from './media-store';
import { requestTitle } from './request-title';
import { appendEvent } from './work-order-events';
import { WorkOrderNotices } from './work-order-notify';
import { readWorkOrder, summariesWhere } from './work-order-read';
import { joinLeaseHome } from '../../db/joins';

export const WORK_ORDER_REFERENCE_PREFIX = 'WO';

/** Leases a resident may report from: the ones that put them in the home now or soon. */
const REPORTING_STATUSES = ['active', 'notice_given'] as const;

/**
 * Whose maintenance page this is: the resident themself, or staff filing for them after a call.
 * Anyone else gets "not found", as for another's lease (the page shows Access Denied): whether an
 * id is a resident's is nobody else's business.
 */
async function residentFor(db: Db, actor: Actor, uid: string) {
  const staff = can(actor.role, 'write:work-orders:any');
  if (!staff && uid !== actor.id) throw notFound('That maintenance page');
  const [person] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, uid));
  if (!person) throw notFound('That resident');
  return person;
}

async function homesOf(db: Db, residentId: string) {
  return joinLeaseHome(
    db
      .select({
        unitId: units.id,
        leaseId: leases.id,
        propertyId: properties.id,
        label: units.label,
        propertyName: properties.name,
        addressLine: properties.addressLine,
      })
      .from(leaseResidents)
      .innerJoin(leases, eq(leases.id, leaseResidents.leaseId))
      .$dynamic(),
  )
    .where(
      and(eq(leaseResidents.userId, residentId), inArray(leases.status, [...REPORTING_STATUSES])),
    )
    .orderBy(asc(properties.name), asc(units.label));
}

export async function readMaintenancePage(
  db: Db,
  actor: Actor,
  uid: string,
): Promise<MaintenancePage> {
  const resident = await residentFor(db, actor, uid);
  const [homes, requests, [settings]] = await Promise.all([
    homesOf(db, resident.id),
    summariesWhere(db, eq(workOrders.residentId, resident.id)),
    db
      .select({ phone: siteSettings.emergencyPhone, storm: siteSettings.stormAlertActive })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1)),
  ]);
  return {
    resident,
    units: homes.map(({ unitId, leaseId, label, propertyName, addressLine }) => ({
      unitId,
      leaseId,
      label,
      propertyName,
      addressLine,
    })),
    requests,
    emergencyPhone: settings?.phone ?? '',
    stormAlertActive: settings?.storm ?? false,
  };
}

/**
 * Files a request for the resident: the work order, its photos, the first line of its timeline,
 * the notices (an emergency also e-mailed at once) and the audit entry, in one transaction.
 */
export async function fileRequest(
  ctx: AppContext,
  actor: Actor,
  uid: string,
  input: NewRequest,
): Promise<WorkOrderDetail> {
  const resident = await residentFor(ctx.db, actor, uid);
  const home = (await homesOf(ctx.db, resident.id)).find((h) => h.unitId === input.unitId);
  if (!home) throw fieldError('unitId', 'Choose one of the homes you rent.');
  const byStaff = actor.id !== resident.id;
  const now = new Date();
  let notices: WorkOrderNotices | undefined;
  const id = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(workOrders)
      .values({
        reference: await allocateReference(tx, WORK_ORDER_REFERENCE_PREFIX, now),
        propertyId: home.propertyId,
        unitId: home.unitId,
        leaseId: home.leaseId,
        residentId: resident.id,
        reportedBy: actor.id,
        source: byStaff ? 'staff' : 'resident',
        category: input.category,
        urgency: input.urgency,
        title: requestTitle(input.category as MaintenanceCategory, input.description),
        description: input.description,
        permissionToEnter: input.permissionToEnter,
        preferredTimes: input.preferredTimes,
        accessNotes: input.accessNotes,
        pets: input.pets,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await claimUploads(tx, {
      ids: input.mediaIds,
      uploaderId: actor.id,
      workOrderId: order!.id,
      stage: 'request',
      field: 'mediaIds',
    });
    await appendEvent(tx, {
      workOrderId: order!.id,
      kind: 'created',
      actorId: actor.id,
      toStatus: 'new',
      body: byStaff ? `Filed by phone for ${resident.name}.` : '',
      data: { mediaCount: input.mediaIds.length },
    });
    notices = new WorkOrderNotices(ctx, tx, actor.id);
    const [owner] = await tx
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(eq(properties.id, home.propertyId));
    await notices.requestFiled(
      {
        id: order!.id,
        reference: order!.reference,
        title: order!.title,
        propertyName: home.propertyName,
        urgency: order!.urgency,
        residentId: resident.id,
        technicianId: null,
        ownerId: owner!.ownerId,
      },
      resident.name,
    );
    await recordAudit(tx, actor, {
      action: 'work_order.create',
      target: `work_order:${order!.id}`,
      after: { reference: order!.reference, category: input.category, urgency: input.urgency },
    });
    return order!.id;
  });
  await notices?.publish();
  return readWorkOrder(ctx, actor, id);
}
