import { asc, eq, sql } from 'drizzle-orm';
import type { MarketSnapshot } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { cities, listings, properties, units } from '../../db/tables';
import { joinListingHome } from '../../db/joins';

const SNAPSHOT_CURRENCY = 'USD';

const active = (purpose: 'rent' | 'sale') =>
  sql`${listings.status} = 'active' and ${listings.purpose} = ${purpose}`;

// percentile_cont gives the textbook median (the mean of the middle two for an even count).
const median = (expression: ReturnType<typeof sql>, filter: ReturnType<typeof sql>) =>
  sql<
    number | null
  >`percentile_cont(0.5) within group (order by ${expression}) filter (where ${filter})`.mapWith(
    (v: unknown) => (v === null ? null : Math.round(Number(v))),
  );

/**
 * Per city: active rentals and sales, median rent, median sale price, median asking price per
 * square foot of sales (all in cents) and listings published in the last 30 days. Computed by the
 * database at request time, so it is never stale and costs one grouped query.
 */
export async function readMarketSnapshot(db: Db, now = new Date()): Promise<MarketSnapshot> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  const stats = await joinListingHome(
    db
      .select({
        cityId: properties.cityId,
        activeForRent: sql<number>`count(*) filter (where ${active('rent')})`.mapWith(Number),
        activeForSale: sql<number>`count(*) filter (where ${active('sale')})`.mapWith(Number),
        medianRentCents: median(sql`${listings.priceCents}`, active('rent')),
        medianSalePriceCents: median(sql`${listings.priceCents}`, active('sale')),
        medianPricePerSqFtCents: median(
          sql`${listings.priceCents}::float8 / ${units.sizeSqFt}`,
          sql`${active('sale')} and ${units.sizeSqFt} > 0`,
        ),
        newListings30Days:
          sql<number>`count(*) filter (where ${listings.publishedAt} >= ${since.toISOString()})`.mapWith(
            Number,
          ),
      })
      .from(listings)
      .$dynamic(),
  )
    .where(eq(listings.currency, SNAPSHOT_CURRENCY))
    .groupBy(properties.cityId);
  const byCity = new Map(stats.map((s) => [s.cityId, s]));

  const cityRows = await db.select().from(cities).orderBy(asc(cities.sort), asc(cities.name));
  return {
    generatedAt: now.toISOString(),
    cities: cityRows.map((city) => {
      const s = byCity.get(city.id);
      return {
        city: { slug: city.slug, name: city.name, state: city.state },
        currency: SNAPSHOT_CURRENCY,
        activeForRent: s?.activeForRent ?? 0,
        activeForSale: s?.activeForSale ?? 0,
        medianRentCents: s?.medianRentCents ?? null,
        medianSalePriceCents: s?.medianSalePriceCents ?? null,
        medianPricePerSqFtCents: s?.medianPricePerSqFtCents ?? null,
        newListings30Days: s?.newListings30Days ?? 0,
      };
    }),
  };
}
