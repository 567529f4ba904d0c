import { aliasedTable, and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { can } from '../../../shared/permissions';
import {
  LEADS_PAGE_SIZE,
  type LeadDetail,
  type LeadSummary,
} from '../../../shared/schemas/leads/api';
import type { LeadKind } from '../../../shared/schemas/leads/registry';
import type { LeadStatus } from '../../../shared/schemas/leads/api';
import type { Db } from '../../db/client';
import { leadEvents, leads, users } from '../../db/tables';
import { forbidden, notFound } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import type { Actor } from '../../lib/actor';
import { isUuid } from '../../../shared/uuid';
import { apiColumns } from '../../lib/api-columns';

/**
 * What part of the inbox an actor may see: admins every lead, brokers the leads assigned to
 * them, everyone else nothing (403). Every inbox query goes through this.
 */
export function leadScope(actor: Actor): SQL | undefined {
  if (can(actor.role, 'read:leads:any')) return undefined;
  if (can(actor.role, 'read:leads:assigned')) return eq(leads.assigneeId, actor.id);
  throw forbidden('Only staff can open the leads inbox.');
}

const assignee = aliasedTable(users, 'assignee');

const summaryColumns = {
  id: leads.id,
  kind: leads.kind,
  reference: leads.reference,
  status: leads.status,
  contactName: leads.contactName,
  contactEmail: leads.contactEmail,
  contactPhone: leads.contactPhone,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  assigneeId: assignee.id,
  assigneeName: assignee.name,
  assigneeEmail: assignee.email,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends 'createdAt' | 'updatedAt'
    ? Date
    : K extends 'assigneeId' | 'assigneeName' | 'assigneeEmail' | 'contactPhone'
      ? string | null
      : string;
};

function toSummary(row: SummaryRow): LeadSummary {
  return {
    ...apiColumns(row, [
      'id',
      'kind',
      'reference',
      'status',
      'contactName',
      'contactEmail',
      'contactPhone',
      'createdAt',
      'updatedAt',
    ]),
    assignee: assigneeOf(row),
  };
}

/** The assignee a row joined, or null when it has none. */
function assigneeOf(row: {
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeEmail: string | null;
}): LeadSummary['assignee'] {
  return row.assigneeId && row.assigneeName && row.assigneeEmail
    ? { id: row.assigneeId, name: row.assigneeName, email: row.assigneeEmail }
    : null;
}

export async function findLeads(
  db: Db,
  actor: Actor,
  filters: { kind?: LeadKind; status?: LeadStatus; page: number },
) {
  const where = and(
    leadScope(actor),
    filters.kind ? eq(leads.kind, filters.kind) : undefined,
    filters.status ? eq(leads.status, filters.status) : undefined,
  );
  const rows = await db
    .select(summaryColumns)
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.reference))
    .limit(LEADS_PAGE_SIZE)
    .offset((filters.page - 1) * LEADS_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(leads).where(where);
  return {
    items: rows.map((r) => toSummary(r as SummaryRow)),
    total: total?.n ?? 0,
    page: filters.page,
    pageSize: LEADS_PAGE_SIZE,
  };
}

/** One lead with its history; 404 when it does not exist or lies outside the actor's scope. */
export async function getLead(db: Db, actor: Actor, id: string): Promise<LeadDetail> {
  const scope = leadScope(actor);
  if (!isUuid(id)) throw notFound('Lead');
  const [row] = await db
    .select({ ...summaryColumns, payload: leads.payload, submittedBy: leads.submittedBy })
    .from(leads)
    .leftJoin(assignee, eq(assignee.id, leads.assigneeId))
    .where(and(eq(leads.id, id), scope));
  if (!row) throw notFound('Lead');
  const eventAssignee = aliasedTable(users, 'event_assignee');
  const actorUser = aliasedTable(users, 'event_actor');
  const events = await db
    .select({
      id: leadEvents.id,
      type: leadEvents.type,
      fromStatus: leadEvents.fromStatus,
      toStatus: leadEvents.toStatus,
      note: leadEvents.note,
      createdAt: leadEvents.createdAt,
      assigneeId: eventAssignee.id,
      assigneeName: eventAssignee.name,
      assigneeEmail: eventAssignee.email,
      actorName: actorUser.name,
    })
    .from(leadEvents)
    .leftJoin(eventAssignee, eq(eventAssignee.id, leadEvents.assigneeId))
    .leftJoin(actorUser, eq(actorUser.id, leadEvents.actorId))
    .where(eq(leadEvents.leadId, id))
    .orderBy(asc(leadEvents.seq));
  const submitter = row.submittedBy
    ? ((
        await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, row.submittedBy))
      )[0] ?? null)
    : null;
  return {
    ...toSummary(row as SummaryRow),
    payload: (row.payload ?? {}) as Record<string, unknown>,
    submittedBy: submitter,
    events: events.map((e) => ({
      id: e.id,
      type: e.type as LeadDetail['events'][number]['type'],
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      actorName: e.actorName,
      assignee: assigneeOf(e),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** The signed-in user's own submissions, newest first. */
export async function findMyLeads(db: Db, actor: Actor) {
  const rows = await db
    .select({
      id: leads.id,
      kind: leads.kind,
      reference: leads.reference,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(eq(leads.submittedBy, actor.id))
    .orderBy(desc(leads.createdAt), desc(leads.reference))
    .limit(100);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Brokers a lead may be assigned to: unblocked accounts holding `take:leads:assigned`. */
export async function findAssignableBrokers(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(capabilityHolders('take:leads:assigned', { active: true }))
    .orderBy(asc(users.name));
}
