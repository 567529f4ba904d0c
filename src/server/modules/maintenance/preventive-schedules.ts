import { asc, eq } from 'drizzle-orm';
import type { PreventiveSchedule, ScheduleInput } from '../../../shared/schemas/maintenance';
import type { Db } from '../../db/client';
import { communities, preventiveSchedules, properties } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { companyToday } from '../../lib/company-time';
import { nextOccurrence } from './preventive-occurrences';

type Row = typeof preventiveSchedules.$inferSelect;

function toSchedule(
  row: Row,
  names: { property: string | null; community: string | null },
  today: string,
): PreventiveSchedule {
  return {
    id: row.id,
    property:
      row.propertyId && names.property ? { id: row.propertyId, name: names.property } : null,
    community:
      row.communityId && names.community ? { id: row.communityId, name: names.community } : null,
    title: row.title,
    description: row.description,
    category: row.category,
    repeat: row.repeat,
    intervalDays: row.intervalDays,
    month: row.month,
    day: row.day,
    startDate: row.startDate,
    leadDays: row.leadDays,
    active: row.active,
    nextDate: row.active ? nextOccurrence(row, today) : null,
  };
}

export async function listSchedules(db: Db): Promise<PreventiveSchedule[]> {
  const today = await companyToday(db, new Date());
  const rows = await db
    .select({ row: preventiveSchedules, property: properties.name, community: communities.name })
    .from(preventiveSchedules)
    .leftJoin(properties, eq(properties.id, preventiveSchedules.propertyId))
    .leftJoin(communities, eq(communities.id, preventiveSchedules.communityId))
    .orderBy(asc(preventiveSchedules.title), asc(preventiveSchedules.id));
  return rows.map((r) => toSchedule(r.row, r, today));
}

/** The schedule's columns from the form: only the fields its way of repeating uses. */
async function values(db: Db, input: ScheduleInput) {
  if (input.propertyId) {
    const [p] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, input.propertyId));
    if (!p) throw fieldError('propertyId', 'Choose one of the properties we manage.');
  }
  if (input.communityId) {
    const [c] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.id, input.communityId));
    if (!c) throw fieldError('communityId', 'Choose one of the communities.');
  }
  const interval = input.repeat === 'interval';
  return {
    propertyId: input.propertyId,
    communityId: input.communityId,
    title: input.title,
    description: input.description,
    category: input.category,
    repeat: input.repeat,
    intervalDays: interval ? input.intervalDays : null,
    month: interval ? null : input.month,
    day: interval ? null : input.day,
    startDate: input.startDate,
    leadDays: input.leadDays,
    active: input.active,
  };
}

async function readOne(db: Db, id: string): Promise<PreventiveSchedule> {
  const found = (await listSchedules(db)).find((s) => s.id === id);
  if (!found) throw notFound('That schedule');
  return found;
}

export async function createSchedule(db: Db, actor: Actor, input: ScheduleInput) {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(preventiveSchedules)
      .values({ ...(await values(tx, input)), createdBy: actor.id })
      .returning();
    await recordAudit(tx, actor, {
      action: 'maintenance_schedule.create',
      target: `maintenance_schedule:${created!.id}`,
      after: input,
    });
    return created!;
  });
  return readOne(db, row.id);
}

export async function updateSchedule(db: Db, actor: Actor, id: string, input: ScheduleInput) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(preventiveSchedules)
      .where(eq(preventiveSchedules.id, id));
    if (!before) throw notFound('That schedule');
    await tx
      .update(preventiveSchedules)
      .set({ ...(await values(tx, input)), updatedAt: new Date() })
      .where(eq(preventiveSchedules.id, id));
    await recordAudit(tx, actor, {
      action: 'maintenance_schedule.update',
      target: `maintenance_schedule:${id}`,
      before,
      after: input,
    });
  });
  return readOne(db, id);
}
