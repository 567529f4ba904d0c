import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../../../tests/support/two-instances';
import { LISTING_PURPOSES, LISTING_SORTS } from '../../../shared/listing-values';
import { PROPERTY_KINDS } from '../../../shared/place-values';
import type { ListingQuery } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { cities, listings, properties, units } from '../../db/tables';
import { forgetListingSearches, searchListings } from './listing-search';

// The search answers from cards held in memory (decision 0060). The database stays the truth:
// these tests hold every answer to a plain query over the join, and show that an editor's write
// through one instance reaches the other's search.
const instances = useTwoInstances();

/** The same search written as one SQL query: the reference the cards must agree with. */
async function searchInSql(db: Db, query: ListingQuery) {
  const conditions: SQL[] = [eq(listings.status, 'active')];
  if (query.city !== undefined) conditions.push(eq(cities.slug, query.city));
  if (query.type !== undefined) conditions.push(eq(properties.kind, query.type));
  if (query.bedrooms !== undefined) conditions.push(gte(units.bedrooms, query.bedrooms));
  if (query.minPrice !== undefined) conditions.push(gte(listings.priceCents, query.minPrice * 100));
  if (query.maxPrice !== undefined) conditions.push(lte(listings.priceCents, query.maxPrice * 100));
  if (query.purpose !== undefined) conditions.push(eq(listings.purpose, query.purpose));
  if (query.featured !== undefined)
    conditions.push(eq(listings.isFeatured, query.featured === 'true'));
  const order =
    query.sort === 'price_asc'
      ? [asc(listings.priceCents), desc(listings.publishedAt), asc(listings.id)]
      : query.sort === 'price_desc'
        ? [desc(listings.priceCents), desc(listings.publishedAt), asc(listings.id)]
        : [desc(listings.publishedAt), asc(listings.id)];
  const matching = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(units, eq(listings.unitId, units.id))
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .innerJoin(cities, eq(properties.cityId, cities.id))
    .where(and(...conditions))
    .orderBy(...order);
  const start = (query.page - 1) * query.pageSize;
  return {
    ids: matching.slice(start, start + query.pageSize).map((r) => r.id),
    total: matching.length,
  };
}

const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const queries: fc.Arbitrary<ListingQuery> = fc.record({
  city: optional(fc.constantFrom('miami', 'naples', 'tampa', 'fort-lauderdale', 'nowhere')),
  type: optional(fc.constantFrom(...PROPERTY_KINDS)),
  bedrooms: optional(fc.integer({ min: 0, max: 6 })),
  minPrice: optional(fc.constantFrom(0, 1500, 2950, 3600, 5000, 250_000)),
  maxPrice: optional(fc.constantFrom(0, 2950, 4600, 9800, 1_450_000, 10_000_000)),
  purpose: optional(fc.constantFrom(...LISTING_PURPOSES)),
  featured: optional(fc.constantFrom('true' as const, 'false' as const)),
  sort: fc.constantFrom(...LISTING_SORTS),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.constantFrom(1, 2, 5, 12, 48),
});

describe('listing search from the kept cards', () => {
  it('answers every query as the same query over the database does', async () => {
    const db = instances.first.database.db;
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const answer = await searchListings(db, query);
        const expected = await searchInSql(db, query);
        expect(answer.items.map((i) => i.id)).toEqual(expected.ids);
        expect(answer.total).toBe(expected.total);
        expect(answer.pageCount).toBe(Math.max(1, Math.ceil(expected.total / query.pageSize)));
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  it('shows an editor’s write through one instance on the other as soon as it hears of it', async () => {
    const search = '/api/listings?city=miami&sort=price_asc&pageSize=48';
    const before = await instances.second.request('GET', search);
    const listing = before.body.items[0] as { id: string; title: string };

    const admin = await instances.first.signIn('admin@example.com');
    const renamed = await instances.first.request('PUT', `/api/listings/${listing.id}/texts`, {
      token: admin,
      body: {
        title: { en: 'Bayfront studio, freshly painted', es: '' },
        description: { en: 'A bright studio on the bay, two minutes from the marina.', es: '' },
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    // The editor's answer left once every instance had dropped its copy: the next read is fresh.
    const after = await instances.second.request('GET', search);
    const items = after.body.items as Array<{ id: string; title: string }>;
    expect(items.find((i) => i.id === listing.id)?.title).toBe('Bayfront studio, freshly painted');
  });

  it('never keeps a read that began before the cards were dropped', async () => {
    const db = instances.first.database.db;
    forgetListingSearches(db);
    const all = { sort: 'newest', page: 1, pageSize: 48 } as ListingQuery;
    const [target] = (await searchListings(db, all)).items;
    forgetListingSearches(db);

    const inFlight = searchListings(db, all); // reads the cards before the change below
    forgetListingSearches(db); // what an editor's write does once stored
    await db.update(listings).set({ status: 'closed' }).where(eq(listings.id, target!.id));
    await inFlight;

    const next = await searchListings(db, all);
    expect(next.items.map((i) => i.id)).not.toContain(target!.id);
    await db.update(listings).set({ status: 'active' }).where(eq(listings.id, target!.id));
    forgetListingSearches(db);
  });
});
