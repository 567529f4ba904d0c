import { asc, desc, eq } from 'drizzle-orm';
import type {
  CityDetail,
  CitySummary,
  CommunitiesQuery,
  CommunityDetail,
  CommunitySummary,
} from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { cities, communities } from '../../db/tables';
import { cachedRead } from '../../lib/cached-read';
import { findUnitsOfCommunity } from './units.service';
import { isUuid } from '../../../shared/uuid';
import { countByCity, countByCommunity } from './place-rows';
import { asAmenities, asCommunityKind } from '../../lib/place-columns';

type CityRow = typeof cities.$inferSelect;
type CommunityRow = typeof communities.$inferSelect;

function cityRef(city: Pick<CityRow, 'slug' | 'name' | 'state'>) {
  return { slug: city.slug, name: city.name, state: city.state };
}

async function readCitySummaries(db: Db, rows: CityRow[]): Promise<CitySummary[]> {
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

interface Places {
  /** In the order the site lists them. */
  cityRows: CityRow[];
  cities: CitySummary[];
  /** Featured first, then by city order and name: the order the /community page shows. */
  communities: CommunitySummary[];
}

async function readPlaces(db: Db): Promise<Places> {
  const cityRows = await db.select().from(cities).orderBy(asc(cities.sort), asc(cities.name));
  const communityRows = await db
    .select({ community: communities, city: cities })
    .from(communities)
    .innerJoin(cities, eq(communities.cityId, cities.id))
    .orderBy(desc(communities.isFeatured), asc(cities.sort), asc(communities.name));
  return {
    cityRows,
    cities: await readCitySummaries(db, cityRows),
    communities: await summarizeCommunities(db, communityRows),
  };
}

/**
 * The cities and communities with their counts, as every public page and the places API read
 * them: kept in memory (a handful of rows, read on most pages) and dropped by an editor's write
 * to cities, communities, homes, listings or leases on every instance (app.ts); a minute bounds
 * anything else.
 */
export const placesInMemory = cachedRead(readPlaces, 60_000);

export async function listCities(db: Db): Promise<CitySummary[]> {
  return (await placesInMemory.read(db)).cities;
}

export async function listCommunities(
  db: Db,
  query: CommunitiesQuery,
): Promise<CommunitySummary[]> {
  const featured = query.featured === undefined ? undefined : query.featured === 'true';
  return (await placesInMemory.read(db)).communities.filter(
    (c) =>
      (query.city === undefined || c.city.slug === query.city) &&
      (featured === undefined || c.isFeatured === featured),
  );
}

export async function getCity(db: Db, slug: string): Promise<CityDetail | null> {
  const places = await placesInMemory.read(db);
  const city = places.cityRows.find((row) => row.slug === slug);
  const summary = places.cities.find((c) => c.slug === slug);
  if (!city || !summary) return null;
  return {
    ...summary,
    guide: city.guide,
    boatingNotes: city.boatingNotes,
    marinas: city.marinas,
    communities: places.communities.filter((c) => c.city.slug === slug),
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
