import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communities, listings, properties, units } from '../../db/tables';
import { joinListingHome } from '../../db/joins';

/** Units and active listings per community, in two grouped queries rather than one per row. */
export async function countByCommunity(
  db: Db,
  communityIds: string[],
): Promise<Map<string, { units: number; activeListings: number }>> {
  const result = new Map<string, { units: number; activeListings: number }>();
  if (communityIds.length === 0) return result;
  for (const id of communityIds) result.set(id, { units: 0, activeListings: 0 });
  const unitCounts = await db
    .select({ communityId: properties.communityId, n: count() })
    .from(units)
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .where(inArray(properties.communityId, communityIds))
    .groupBy(properties.communityId);
  for (const row of unitCounts) result.get(row.communityId!)!.units = row.n;
  const listingCounts = await joinListingHome(
    db.select({ communityId: properties.communityId, n: count() }).from(listings).$dynamic(),
  )
    .where(and(inArray(properties.communityId, communityIds), eq(listings.status, 'active')))
    .groupBy(properties.communityId);
  for (const row of listingCounts) result.get(row.communityId!)!.activeListings = row.n;
  return result;
}

/** Communities and active listings per city. */
export async function countByCity(
  db: Db,
): Promise<Map<string, { communities: number; activeListings: number }>> {
  const result = new Map<string, { communities: number; activeListings: number }>();
  const entry = (id: string) => {
    let e = result.get(id);
    if (!e) result.set(id, (e = { communities: 0, activeListings: 0 }));
    return e;
  };
  const communityCounts = await db
    .select({ cityId: communities.cityId, n: count() })
    .from(communities)
    .groupBy(communities.cityId);
  for (const row of communityCounts) entry(row.cityId).communities = row.n;
  const listingCounts = await joinListingHome(
    db.select({ cityId: properties.cityId, n: count() }).from(listings).$dynamic(),
  )
    .where(eq(listings.status, 'active'))
    .groupBy(properties.cityId);
  for (const row of listingCounts) entry(row.cityId).activeListings = row.n;
  return result;
}

/** The listing a unit is offered under now: active first, then pending, newest first. */
export const currentListingOrder = sql`case ${listings.status} when 'active' then 0 when 'pending' then 1 else 2 end, ${listings.publishedAt} desc`;
