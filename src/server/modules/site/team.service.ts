import { asc, eq } from 'drizzle-orm';
import type { Office, TeamResponse } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { offices, teamMembers } from '../../db/tables';
import { apiColumns } from '../../lib/api-columns';

/** An office as the public Team page and the portal's Team screen both show it. */
export function toOffice(row: typeof offices.$inferSelect): Office {
  return apiColumns(row, [
    'id',
    'slug',
    'city',
    'address',
    'phone',
    'email',
    'latitude',
    'longitude',
  ]);
}

/** The offices in the public Team page's order. */
export function officesInOrder(db: Db) {
  return db.select().from(offices).orderBy(asc(offices.sort), asc(offices.city));
}

/** Team members in the public Team page's order. */
export const TEAM_ORDER = [asc(teamMembers.sort), asc(teamMembers.name)];

export async function readTeam(db: Db): Promise<TeamResponse> {
  const officeRows = await officesInOrder(db);
  const memberRows = await db
    .select({ member: teamMembers, officeCity: offices.city })
    .from(teamMembers)
    .leftJoin(offices, eq(teamMembers.officeId, offices.id))
    .orderBy(...TEAM_ORDER);
  return {
    members: memberRows.map(({ member, officeCity }) => ({
      id: member.id,
      name: member.name,
      title: member.title,
      bio: member.bio,
      languages: member.languages,
      officeCity,
    })),
    offices: officeRows.map(toOffice),
  };
}
