// The listing search at scale: the demo data plus (factor - 1) × the demo's listings, each on a
// new home of its own spread over the cities, kinds, prices and purposes of the demo, written in
// bulk through the app's schema on PGlite on disk, or on BENCH_DATABASE_URL's PostgreSQL (emptied
// first). Run by scripts/bench-listings-scale.mjs.
import { openDatabase } from '../../src/server/db/client';
import { ensureReferenceData } from '../../src/server/db/seed/reference-data';
import { seedIfEmpty } from '../../src/server/db/seed/seed';
import { createLocalFileStore } from '../../src/server/lib/file-store';
import { cities, listings, properties, units, users } from '../../src/server/db/tables';

const ROWS_PER_INSERT = 1_000;
const KINDS = ['condo', 'house', 'townhouse', 'villa'] as const;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await insert(rows.slice(i, i + ROWS_PER_INSERT));
  }
}

export async function prepareListingData(dataDir: string, factor: number) {
  const started = performance.now();
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = await openDatabase({ databaseUrl, dataDir });
  const db = database.db;
  await ensureReferenceData(db);
  await seedIfEmpty(db, { files: createLocalFileStore(dataDir) });
  const demoCount = (await db.select({ id: listings.id }).from(listings)).length;
  const extra = demoCount * (factor - 1);
  const cityRows = await db.select({ id: cities.id, slug: cities.slug }).from(cities);
  const [owner] = await db.select({ id: users.id }).from(users).limit(1);
  const now = Date.now();

  const homes = Array.from({ length: extra }, (_, i) => ({
    id: crypto.randomUUID(),
    ownerId: owner!.id,
    cityId: cityRows[i % cityRows.length]!.id,
    name: `Bench home ${i + 1}`,
    kind: KINDS[i % KINDS.length]!,
    addressLine: `${100 + i} Bench Way`,
    postalCode: '33101',
  }));
  await inBatches(homes, (batch) => db.insert(properties).values(batch));
  const homeUnits = homes.map((home, i) => ({
    id: crypto.randomUUID(),
    propertyId: home.id,
    label: 'Main',
    bedrooms: 1 + (i % 5),
    bathsTenths: 10 + (i % 3) * 5,
    sizeSqFt: 700 + (i % 40) * 60,
  }));
  await inBatches(homeUnits, (batch) => db.insert(units).values(batch));
  const rows = homeUnits.map((unit, i) => {
    const purpose = i % 3 === 0 ? 'sale' : 'rent';
    return {
      unitId: unit.id,
      purpose,
      priceCents:
        (purpose === 'rent' ? 1_800 + (i % 90) * 100 : 350_000 + (i % 200) * 10_000) * 100,
      status: i % 10 === 0 ? 'closed' : 'active',
      title: `Bench listing ${i + 1}`,
      description: 'A home written in bulk for the benchmark.',
      publishedAt: new Date(now - (i % 365) * 86_400_000),
    };
  });
  await inBatches(rows, (batch) => db.insert(listings).values(batch));
  await database.close();
  return {
    listings: demoCount + extra,
    cities: cityRows.map((c) => c.slug),
    seedMs: performance.now() - started,
  };
}
