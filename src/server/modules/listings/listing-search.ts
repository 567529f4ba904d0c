import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { ListingPage, ListingQuery } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { cities, listings, properties, units } from '../../db/tables';
import { selectListingSummaryRows, toListingSummary } from './listing-rows';
import { findPhotos } from './photo-rows';

/**
 * The public listing search (docs/decisions/0056). Each combination of filters and sort is one
 * prepared statement, built once per database: Drizzle does not rebuild the five-table select on
 * every request, and PostgreSQL plans it once per connection. The total is counted once per
 * filter set, so paging does not count the whole join again on every page, and a whole answer is
 * kept by its query. Listings, their homes and cities change only through the editors' routes,
 * whose writes empty both (forgetListingSearches); a minute bounds what a change made another
 * way (a database console) can leave stale.
 */
const FILTERS = [
  'city',
  'type',
  'bedrooms',
  'minPrice',
  'maxPrice',
  'purpose',
  'featured',
] as const;
type Filter = (typeof FILTERS)[number];

const MAX_AGE_MS = 60_000;
const MAX_KEPT = 1000;

interface Kept<T> {
  value: T;
  at: number;
}

/** Per database (tests open many), a bounded map of values that expire after MAX_AGE_MS. */
class KeptValues<T> {
  private readonly byDb = new WeakMap<Db, Map<string, Kept<T>>>();

  private map(db: Db): Map<string, Kept<T>> {
    let map = this.byDb.get(db);
    if (!map) this.byDb.set(db, (map = new Map()));
    return map;
  }

  get(db: Db, key: string): T | undefined {
    const kept = this.map(db).get(key);
    return kept && Date.now() - kept.at < MAX_AGE_MS ? kept.value : undefined;
  }

  set(db: Db, key: string, value: T): void {
    const map = this.map(db);
    if (map.size >= MAX_KEPT) map.clear();
    map.set(key, { value, at: Date.now() });
  }

  clear(db: Db): void {
    this.byDb.get(db)?.clear();
  }
}

function presentFilters(query: ListingQuery): Filter[] {
  return FILTERS.filter((filter) => query[filter] !== undefined);
}

function conditionFor(filter: Filter): SQL {
  const value = sql.placeholder(filter);
  switch (filter) {
    case 'city':
      return eq(cities.slug, value);
    case 'type':
      return eq(properties.kind, value);
    case 'bedrooms':
      return gte(units.bedrooms, value);
    case 'minPrice':
      return gte(listings.priceCents, value);
    case 'maxPrice':
      return lte(listings.priceCents, value);
    case 'purpose':
      return eq(listings.purpose, value);
    case 'featured':
      return eq(listings.isFeatured, value);
  }
}

function parameters(query: ListingQuery): Record<string, unknown> {
  return {
    city: query.city,
    type: query.type,
    bedrooms: query.bedrooms,
    minPrice: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxPrice: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
    purpose: query.purpose,
    featured: query.featured === undefined ? undefined : query.featured === 'true',
  };
}

function sortOrder(sort: ListingQuery['sort']): SQL[] {
  // The id breaks ties, so a page boundary never shows a listing twice or skips one.
  switch (sort) {
    case 'price_asc':
      return [asc(listings.priceCents), desc(listings.publishedAt), asc(listings.id)];
    case 'price_desc':
      return [desc(listings.priceCents), desc(listings.publishedAt), asc(listings.id)];
    default:
      return [desc(listings.publishedAt), asc(listings.id)];
  }
}

function prepareStatements(db: Db, filters: Filter[], sort: ListingQuery['sort']) {
  // Only active listings are searchable; pending ones stay reachable by their own page.
  const where = and(eq(listings.status, 'active'), ...filters.map(conditionFor));
  const name = `listing_search_${filters.join('_') || 'all'}_${sort ?? 'newest'}`;
  const page = selectListingSummaryRows(db)
    .where(where)
    .orderBy(...sortOrder(sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
  const total = db
    .select({ n: count() })
    .from(listings)
    .innerJoin(units, eq(listings.unitId, units.id))
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .innerJoin(cities, eq(properties.cityId, cities.id))
    .where(where)
    .prepare(`${name}_count`);
  return { page, total };
}

type Statements = ReturnType<typeof prepareStatements>;

const statements = new WeakMap<Db, Map<string, Statements>>();
const counts = new KeptValues<number>();
const answers = new KeptValues<ListingPage>();

function statementsFor(db: Db, query: ListingQuery): Statements {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  const filters = presentFilters(query);
  const shape = `${filters.join(',')}|${query.sort ?? 'newest'}`;
  let prepared = byShape.get(shape);
  if (!prepared) byShape.set(shape, (prepared = prepareStatements(db, filters, query.sort)));
  return prepared;
}

async function countMatches(
  db: Db,
  query: ListingQuery,
  prepared: Statements,
  params: Record<string, unknown>,
): Promise<number> {
  const key = JSON.stringify(presentFilters(query).map((filter) => [filter, params[filter]]));
  const kept = counts.get(db, key);
  if (kept !== undefined) return kept;
  const [row] = await prepared.total.execute(params);
  const total = row?.n ?? 0;
  counts.set(db, key, total);
  return total;
}

/** Public content changed (an editor's write): the next search reads the database afresh. */
export function forgetListingSearches(db: Db): void {
  counts.clear(db);
  answers.clear(db);
}

export async function searchListings(db: Db, query: ListingQuery): Promise<ListingPage> {
  const key = JSON.stringify([
    parameters(query),
    query.sort ?? 'newest',
    query.page,
    query.pageSize,
  ]);
  const kept = answers.get(db, key);
  if (kept) return kept;
  const answer = await readListingPage(db, query);
  answers.set(db, key, answer);
  return answer;
}

async function readListingPage(db: Db, query: ListingQuery): Promise<ListingPage> {
  const prepared = statementsFor(db, query);
  const params = parameters(query);
  const [total, rows] = await Promise.all([
    countMatches(db, query, prepared, params),
    prepared.page.execute({
      ...params,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const photos = await findPhotos(
    db,
    rows.map((r) => r.listing.id),
  );
  return {
    items: rows.map((r) => toListingSummary(r, photos.get(r.listing.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
  };
}
