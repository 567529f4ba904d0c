import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type {
  CityDetail,
  CitySummary,
  CommunitiesQuery,
  CommunityDetail,
  CommunitySummary,
} from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { cities, communities } from '../../db/tables';
import { findUnitsOfCommunity } from './units.service';
import { isUuid } from '../../../shared/uuid';
import { asAmenities, asCommunityKind, countByCity, countByCommunity } from './place-rows';

type CityRow = typeof cities.$inferSelect;
type CommunityRow = typeof communities.$inferSelect;

function cityRef(city: Pick<CityRow, 'slug' | 'name' | 'state'>) {
  return { slug: city.slug, name: city.name, state: city.state };
}

export async function listCities(db: Db): Promise<CitySummary[]> {
  const rows = await db.select().from(cities).orderBy(asc(cities.sort), asc(cities.name));
  const counts = await countByCity(db);
  return rows.map((city) => ({
    ...cityRef(city),
    tagline: city.tagline,
    communitiesCount: counts.get(city.id)?.communities ?? 0,
    activeListingsCount: counts.get(city.id)?.activeListings ?? 0,
  }));
}

async function summarizeCommunities(
  db: Db,
  rows: Array<{ community: CommunityRow; city: CityRow }>,
): Promise<CommunitySummary[]> {
  const counts = await countByCommunity(
    db,
    rows.map((r) => r.community.id),
  );
  return rows.map(({ community, city }) => ({
    id: community.id,
    slug: community.slug,
    name: community.name,
    kind: asCommunityKind(community.kind),
    city: cityRef(city),
    description: community.description,
    amenities: asAmenities(community.amenities),
    isWaterfront: community.isWaterfront,
    isFeatured: community.isFeatured,
    yearBuilt: community.yearBuilt,
    unitsCount: counts.get(community.id)?.units ?? 0,
    activeListingsCount: counts.get(community.id)?.activeListings ?? 0,
  }));
}

/** Featured first, then by city order and name: the order the /community page shows. */
export async function listCommunities(
  db: Db,
  query: CommunitiesQuery,
): Promise<CommunitySummary[]> {
  const conditions: SQL[] = [];
  if (query.city) conditions.push(eq(cities.slug, query.city));
  if (query.featured) conditions.push(eq(communities.isFeatured, query.featured === 'true'));
  const rows = await db
    .select({ community: communities, city: cities })
    .from(communities)
    .innerJoin(cities, eq(communities.cityId, cities.id))
    .where(and(...conditions))
    .orderBy(desc(communities.isFeatured), asc(cities.sort), asc(communities.name));
  return summarizeCommunities(db, rows);
}

export async function getCity(db: Db, slug: string): Promise<CityDetail | null> {
  const [city] = await db.select().from(cities).where(eq(cities.slug, slug));
  if (!city) return null;
  const counts = await countByCity(db);
  return {
    ...cityRef(city),
    tagline: city.tagline,
    guide: city.guide,
    boatingNotes: city.boatingNotes,
    marinas: city.marinas,
    communitiesCount: counts.get(city.id)?.communities ?? 0,
    activeListingsCount: counts.get(city.id)?.activeListings ?? 0,
    communities: await listCommunities(db, { city: slug }),
  };
}

/** `idOrSlug` is what follows /community/ in a URL: the slug, or the id for old links. */
export async function getCommunity(db: Db, idOrSlug: string): Promise<CommunityDetail | null> {
  const match = isUuid(idOrSlug) ? eq(communities.id, idOrSlug) : eq(communities.slug, idOrSlug);
  const rows = await db
    .select({ community: communities, city: cities })
    .from(communities)
    .innerJoin(cities, eq(communities.cityId, cities.id))
    .where(match);
  if (rows.length === 0) return null;
  const [summary] = await summarizeCommunities(db, rows);
  return { ...summary!, units: await findUnitsOfCommunity(db, summary!.id) };
}
