import { asc, eq } from 'drizzle-orm';
import type { TeamResponse } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { offices, teamMembers } from '../../db/tables';

export async function readTeam(db: Db): Promise<TeamResponse> {
  const officeRows = await db.select().from(offices).orderBy(asc(offices.sort), asc(offices.city));
  const memberRows = await db
    .select({ member: teamMembers, officeCity: offices.city })
    .from(teamMembers)
    .leftJoin(offices, eq(teamMembers.officeId, offices.id))
    .orderBy(asc(teamMembers.sort), asc(teamMembers.name));
  return {
    members: memberRows.map(({ member, officeCity }) => ({
      id: member.id,
      name: member.name,
      title: member.title,
      bio: member.bio,
      languages: member.languages,
      officeCity,
    })),
    offices: officeRows.map((o) => ({
      id: o.id,
      slug: o.slug,
      city: o.city,
      address: o.address,
      phone: o.phone,
      email: o.email,
      latitude: o.latitude,
      longitude: o.longitude,
    })),
  };
}
