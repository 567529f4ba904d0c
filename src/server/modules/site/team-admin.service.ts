import { eq } from 'drizzle-orm';
import type { Office } from '../../../shared/schemas/site';
import type {
  AdminTeamMember,
  AdminTeamResponse,
  OfficeUpdateInput,
  TeamMemberInput,
  TeamMemberUpdateInput,
} from '../../../shared/schemas/team';
import type { Db } from '../../db/client';
import { offices, teamMembers } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { apiColumns } from '../../lib/api-columns';
import { officesInOrder, TEAM_ORDER, toOffice } from './team.service';

type MemberRow = typeof teamMembers.$inferSelect;
type OfficeRow = typeof offices.$inferSelect;

function toMember(row: MemberRow, office: OfficeRow | null): AdminTeamMember {
  return {
    ...apiColumns(row, ['id', 'name', 'title', 'bio', 'languages', 'officeId', 'sort']),
    office: office ? apiColumns(office, ['id', 'slug', 'city']) : null,
  };
}

/** Everything the portal's Team screen shows, in the public page's order. */
export async function listTeamForAdmin(db: Db): Promise<AdminTeamResponse> {
  const officeRows = await officesInOrder(db);
  const memberRows = await db
    .select()
    .from(teamMembers)
    .orderBy(...TEAM_ORDER);
  const byId = new Map(officeRows.map((o) => [o.id, o]));
  return {
    members: memberRows.map((m) => toMember(m, m.officeId ? (byId.get(m.officeId) ?? null) : null)),
    offices: officeRows.map(toOffice),
  };
}

async function findOfficeRow(db: Db, id: string): Promise<OfficeRow | null> {
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  return row ?? null;
}

/** A member's office must exist: a 400 on officeId, not a foreign-key failure. */
async function officeFor(db: Db, officeId: string | null): Promise<OfficeRow | null> {
  if (officeId === null) return null;
  const office = await findOfficeRow(db, officeId);
  if (!office) throw fieldError('officeId', 'office.choose');
  return office;
}

async function getMember(db: Db, id: string): Promise<AdminTeamMember> {
  const [found] = await db
    .select({ member: teamMembers, office: offices })
    .from(teamMembers)
    .leftJoin(offices, eq(teamMembers.officeId, offices.id))
    .where(eq(teamMembers.id, id));
  if (!found) throw notFound('Team member');
  return toMember(found.member, found.office);
}

export async function createTeamMember(
  db: Db,
  actor: AuditActor,
  input: TeamMemberInput,
): Promise<AdminTeamMember> {
  return db.transaction(async (tx) => {
    const office = await officeFor(tx, input.officeId);
    const [row] = await tx.insert(teamMembers).values(input).returning();
    const member = toMember(row!, office);
    await recordAudit(tx, actor, {
      action: 'team-member.create',
      target: `team-member:${member.id}`,
      after: member,
    });
    return member;
  });
}

export async function updateTeamMember(
  db: Db,
  actor: AuditActor,
  id: string,
  input: TeamMemberUpdateInput,
): Promise<AdminTeamMember> {
  return db.transaction(async (tx) => {
    const before = await getMember(tx, id);
    const officeId = input.officeId === undefined ? before.officeId : input.officeId;
    const office = await officeFor(tx, officeId);
    const [row] = await tx.update(teamMembers).set(input).where(eq(teamMembers.id, id)).returning();
    const member = toMember(row!, office);
    await recordAudit(tx, actor, {
      action: 'team-member.update',
      target: `team-member:${id}`,
      before,
      after: member,
    });
    return member;
  });
}

export async function deleteTeamMember(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getMember(tx, id);
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
    await recordAudit(tx, actor, {
      action: 'team-member.delete',
      target: `team-member:${id}`,
      before,
    });
  });
}

export async function updateOffice(
  db: Db,
  actor: AuditActor,
  id: string,
  input: OfficeUpdateInput,
): Promise<Office> {
  return db.transaction(async (tx) => {
    const current = await findOfficeRow(tx, id);
    if (!current) throw notFound('Office');
    const [row] = await tx.update(offices).set(input).where(eq(offices.id, id)).returning();
    const office = toOffice(row!);
    await recordAudit(tx, actor, {
      action: 'office.update',
      target: `office:${id}`,
      before: toOffice(current),
      after: office,
    });
    return office;
  });
}
