import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Urgency } from '../../../shared/maintenance-terms';
import type {
  WorkOrderDetail,
  WorkOrderListQuery,
  WorkOrderSummary,
} from '../../../shared/schemas/maintenance';
import {
  availableActions,
  isOpen,
  isOverdue,
  responseDueAt,
  type ResponseTargets,
  type WorkOrderAction,
} from '../../../shared/work-order-flow';
import { can } from '../../../shared/permissions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  charges,
  cities,
  properties,
  siteSettings,
  units,
  users,
  workOrderCosts,
  workOrderEvents,
  workOrderMedia,
  workOrders,
} from '../../db/tables';
import { notFound } from '../../lib/app-error';
import { apiColumns } from '../../lib/api-columns';
import type { Actor } from '../../lib/actor';
import { localInstant } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { toMedia } from './media-store';
import { capacitiesOf, readsInternal, visibleWorkOrders } from './work-order-scope';

const residents = alias(users, 'resident_account');
const technicians = alias(users, 'technician');
const actors = alias(users, 'event_actor');

const estimateSql = sql<number>`coalesce((select sum(c.amount_cents) from work_order_costs c where c.work_order_id = "work_orders"."id"), 0)::int`;

/** A labour or parts line as the work order and the owner's approval page show it. */
export function toCost(row: typeof workOrderCosts.$inferSelect): WorkOrderDetail['costs'][number] {
  return apiColumns(row, [
    'id',
    'kind',
    'description',
    'quantity',
    'unitCents',
    'amountCents',
    'createdAt',
  ]);
}

/** The first-response targets of site settings (hours by urgency). */
export async function responseTargets(db: Db): Promise<ResponseTargets> {
  const [row] = await db
    .select({
      emergency: siteSettings.responseHoursEmergency,
      urgent: siteSettings.responseHoursUrgent,
      routine: siteSettings.responseHoursRoutine,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { emergency: 4, urgent: 24, routine: 72 };
}

/** `isOverdue` as SQL, for the list's filter and counts (same rule, same targets). */
function overdueSql(targets: ResponseTargets, now: Date): SQL {
  return sql`(${workOrders.firstResponseAt} is null and ${workOrders.status} in ('new','scheduled','in_progress','waiting') and ${workOrders.createdAt} + make_interval(hours => case ${workOrders.urgency} when 'emergency' then ${targets.emergency}::int when 'urgent' then ${targets.urgent}::int else ${targets.routine}::int end) < ${now.toISOString()}::timestamptz)`;
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const summaryColumns = {
  row: workOrders,
  propertyName: properties.name,
  addressLine: properties.addressLine,
  ownerId: properties.ownerId,
  approvalThresholdCents: properties.approvalThresholdCents,
  city: cities.name,
  unitLabel: units.label,
  residentName: residents.name,
  residentPhone: residents.phone,
  technicianName: technicians.name,
  estimateCents: estimateSql,
};

function baseQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(workOrders)
    .innerJoin(properties, eq(properties.id, workOrders.propertyId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(units, eq(units.id, workOrders.unitId))
    .leftJoin(residents, eq(residents.id, workOrders.residentId))
    .leftJoin(technicians, eq(technicians.id, workOrders.technicianId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

/** The resident's phone goes to the office and to the job's technician, nobody else. */
function phoneFor(actor: Actor | null, r: SummaryRow): string | null {
  if (!actor) return null;
  const mayCall =
    can(actor.role, 'write:work-orders:any') ||
    (can(actor.role, 'work:work-orders:assigned') && r.row.technicianId === actor.id);
  return mayCall ? (r.residentPhone ?? null) : null;
}

function toSummary(
  r: SummaryRow,
  targets: ResponseTargets,
  now: Date,
  actor: Actor | null,
): WorkOrderSummary {
  const w = r.row;
  return {
    id: w.id,
    reference: w.reference,
    title: w.title,
    category: w.category,
    urgency: w.urgency,
    status: w.status,
    waitingReason: w.waitingReason,
    source: w.source,
    property: { id: w.propertyId, name: r.propertyName, addressLine: r.addressLine, city: r.city },
    unit: w.unitId && r.unitLabel !== null ? { id: w.unitId, label: r.unitLabel } : null,
    resident:
      w.residentId && r.residentName !== null ? { id: w.residentId, name: r.residentName } : null,
    technician:
      w.technicianId && r.technicianName !== null
        ? { id: w.technicianId, name: r.technicianName }
        : null,
    scheduledStart: w.scheduledStart?.toISOString() ?? null,
    scheduledEnd: w.scheduledEnd?.toISOString() ?? null,
    approvalState: w.approvalState,
    estimateCents: Number(r.estimateCents),
    overdue: isOverdue(w, now, targets),
    responseDueAt: responseDueAt(w.createdAt, w.urgency as Urgency, targets).toISOString(),
    rating: w.rating,
    permissionToEnter: w.permissionToEnter,
    accessNotes: w.accessNotes,
    pets: w.pets,
    residentPhone: phoneFor(actor, r),
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

/** The work orders the actor may read, filtered and paged. */
export async function listWorkOrders(
  db: Db,
  actor: Actor,
  query: WorkOrderListQuery,
  now = new Date(),
): Promise<{ workOrders: WorkOrderSummary[]; total: number; page: number; pageSize: number }> {
  const targets = await responseTargets(db);
  const timeZone = await companyTimeZone(db);
  const status =
    query.status === 'open'
      ? inArray(workOrders.status, ['new', 'scheduled', 'in_progress', 'waiting'])
      : query.status === 'active'
        ? inArray(workOrders.status, ['new', 'scheduled', 'in_progress', 'waiting', 'completed'])
        : query.status
          ? eq(workOrders.status, query.status)
          : undefined;
  const search = query.q
    ? sql`(${workOrders.reference} ilike ${likePattern(query.q)} or ${workOrders.title} ilike ${likePattern(query.q)} or ${workOrders.description} ilike ${likePattern(query.q)} or ${properties.addressLine} ilike ${likePattern(query.q)} or ${properties.name} ilike ${likePattern(query.q)})`
    : undefined;
  const where = and(
    visibleWorkOrders(actor),
    status,
    query.propertyId ? eq(workOrders.propertyId, query.propertyId) : undefined,
    query.technicianId ? eq(workOrders.technicianId, query.technicianId) : undefined,
    query.urgency ? eq(workOrders.urgency, query.urgency) : undefined,
    query.category ? eq(workOrders.category, query.category) : undefined,
    query.overdue === 'true' ? overdueSql(targets, now) : undefined,
    query.overdue === 'false' ? sql`not ${overdueSql(targets, now)}` : undefined,
    query.from
      ? sql`${workOrders.scheduledStart} >= ${localInstant(query.from, '00:00', timeZone).toISOString()}::timestamptz`
      : undefined,
    query.to
      ? sql`${workOrders.scheduledStart} < ${localInstant(query.to, '23:59', timeZone).toISOString()}::timestamptz + interval '1 minute'`
      : undefined,
    search,
  );
  // A day view reads in visit order; every other list puts the most pressing first.
  const order =
    query.from || query.to
      ? [asc(workOrders.scheduledStart), asc(workOrders.id)]
      : [
          sql`case ${workOrders.urgency} when 'emergency' then 0 when 'urgent' then 1 else 2 end`,
          desc(workOrders.createdAt),
          asc(workOrders.id),
        ];
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(workOrders)
    .innerJoin(properties, eq(properties.id, workOrders.propertyId))
    .where(where);
  return {
    workOrders: rows.map((r) => toSummary(r, targets, now, actor)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Summaries by id, in the order given (the resident's page reads its own through here). */
export async function summariesWhere(db: Db, where: SQL, now = new Date()) {
  const targets = await responseTargets(db);
  const rows = await baseQuery(db).where(where).orderBy(desc(workOrders.createdAt));
  return rows.map((r) => toSummary(r, targets, now, null));
}

/**
 * One work order as the actor may see it: timeline without internal comments for the resident,
 * the resident's phone only for staff and the technician, and the moves the actor can make now.
 */
export async function readWorkOrder(
  ctx: AppContext,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<WorkOrderDetail> {
  const { db } = ctx;
  const scope = visibleWorkOrders(actor);
  const [r] = await baseQuery(db).where(and(eq(workOrders.id, id), scope));
  if (!r) throw notFound('That work order');
  const targets = await responseTargets(db);
  const w = r.row;
  const parties = { ownerId: r.ownerId, residentId: w.residentId, technicianId: w.technicianId };
  const held = capacitiesOf(actor, parties);
  const internal = readsInternal(actor, parties);

  const [costs, media, events, billed] = await Promise.all([
    db
      .select()
      .from(workOrderCosts)
      .where(eq(workOrderCosts.workOrderId, id))
      .orderBy(asc(workOrderCosts.createdAt), asc(workOrderCosts.id)),
    db
      .select()
      .from(workOrderMedia)
      .where(eq(workOrderMedia.workOrderId, id))
      .orderBy(asc(workOrderMedia.createdAt), asc(workOrderMedia.id)),
    db
      .select({ event: workOrderEvents, actorName: actors.name })
      .from(workOrderEvents)
      .leftJoin(actors, eq(actors.id, workOrderEvents.actorId))
      .where(
        and(
          eq(workOrderEvents.workOrderId, id),
          internal ? undefined : eq(workOrderEvents.visibility, 'shared'),
        ),
      )
      .orderBy(asc(workOrderEvents.createdAt), asc(workOrderEvents.id)),
    w.billedChargeId
      ? db
          .select({ reference: charges.reference })
          .from(charges)
          .where(eq(charges.id, w.billedChargeId))
      : Promise.resolve([]),
  ]);

  const state = { status: w.status, waitingReason: w.waitingReason, approval: w.approvalState };
  const actions = new Set<WorkOrderAction>();
  for (const capacity of held) for (const a of availableActions(state, capacity)) actions.add(a);
  const staff = held.includes('staff');
  const technician = held.includes('technician');
  const open = isOpen(w.status);
  const done = w.status === 'completed' || w.status === 'closed';

  return {
    ...toSummary(r, targets, now, actor),
    description: w.description,
    preferredTimes: w.preferredTimes,
    approvalThresholdCents: r.approvalThresholdCents,
    approvedCents: w.approvedCents,
    approvalNote: w.approvalNote,
    cancelReason: w.cancelReason,
    completionNotes: w.completionNotes,
    completedAt: w.completedAt?.toISOString() ?? null,
    ratingComment: w.ratingComment,
    billedChargeReference: billed[0]?.reference ?? null,
    costs: costs.map(toCost),
    media: await Promise.all(media.map((m) => toMedia(ctx.signingKey, m))),
    events: events.map(({ event: e, actorName }) => ({
      id: e.id,
      kind: e.kind,
      actor: e.actorId && actorName !== null ? { id: e.actorId, name: actorName } : null,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      body: e.body,
      visibility: e.visibility,
      data: e.data,
      createdAt: e.createdAt.toISOString(),
    })),
    actions: [...actions],
    may: {
      comment: held.length > 0 && w.status !== 'cancelled',
      commentInternal: staff || technician,
      editCosts: open && (staff || technician),
      decideApproval: held.includes('owner') && w.approvalState === 'pending',
      rate: held.includes('requester') && done && w.rating === null,
      bill: staff && done && w.leaseId !== null && w.billedChargeId === null,
    },
  };
}
