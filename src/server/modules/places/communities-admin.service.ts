import { asc, eq } from 'drizzle-orm';
import type { AdminCommunity, CommunityContent } from '../../../shared/schemas/communities-admin';
import type { Db } from '../../db/client';
import { cities, communities } from '../../db/tables';
import { notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { asCommunityKind } from '../../lib/place-columns';

type CommunityRow = typeof communities.$inferSelect;

function toAdminCommunity(row: CommunityRow, city: { slug: string; name: string }): AdminCommunity {
  return {
    slug: row.slug,
    name: row.name,
    kind: asCommunityKind(row.kind),
    city,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every community with its editable text, grouped by city in the public site's order. */
export async function listAdminCommunities(db: Db): Promise<AdminCommunity[]> {
  const rows = await db
    .select({ community: communities, city: { slug: cities.slug, name: cities.name } })
    .from(communities)
    .innerJoin(cities, eq(communities.cityId, cities.id))
    .orderBy(asc(cities.sort), asc(communities.name));
  return rows.map((r) => toAdminCommunity(r.community, r.city));
}

/**
 * Replaces what a community's page says about it, in both languages. Name, kind, slug and city
 * stay: they identify it to the properties and listings in it.
 */
export async function replaceCommunityContent(
  db: Db,
  actor: AuditActor,
  slug: string,
  input: CommunityContent,
): Promise<AdminCommunity> {
  return db.transaction(async (tx) => {
    // Locked, so the audit entry's "before" is what this write really replaced.
    const [current] = await tx
      .select({ community: communities, city: { slug: cities.slug, name: cities.name } })
      .from(communities)
      .innerJoin(cities, eq(communities.cityId, cities.id))
      .where(eq(communities.slug, slug))
      .for('update', { of: communities });
    if (!current) throw notFound('Community');
    const [row] = await tx
      .update(communities)
      .set({
        description: { en: input.description.en, es: input.description.es },
        updatedAt: new Date(),
      })
      .where(eq(communities.id, current.community.id))
      .returning();
    const community = toAdminCommunity(row!, current.city);
    await recordAudit(tx, actor, {
      action: 'community.update',
      target: `community:${slug}`,
      before: current.community.description,
      after: community.description,
    });
    return community;
  });
}
