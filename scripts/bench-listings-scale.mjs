// The listing search over 100 times the demo listings (BENCH_LISTING_FACTOR changes it), against
// /healthz on the same server, PGlite on disk (or BENCH_DATABASE_URL): the same query again, and cold
// (every request a query the server has not answered before).
// Run through tsx: `node --import tsx scripts/bench-listings-scale.mjs` (npm run bench runs it).
import { rmSync } from 'node:fs';
import { prepareListingData } from './bench/listing-data.ts';
import {
  benchDatabaseUrl,
  databaseLabel,
  emptyBenchDatabase,
  freePort,
  startBuiltServer,
} from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

const FACTOR = Number(process.env.BENCH_LISTING_FACTOR ?? 100);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const dataDir = `.tmp/bench-listings-${await freePort()}`;
rmSync(dataDir, { recursive: true, force: true });
if (benchDatabaseUrl) await emptyBenchDatabase();

const data = await prepareListingData(dataDir, FACTOR);
console.log(
  `\n## Listing search over ${fmt(data.listings)} listings (${FACTOR} × the demo, ${databaseLabel}; seeded in ${(data.seedMs / 1000).toFixed(1)} s)`,
);
const server = await startBuiltServer('listings-scale', { dataDir });
try {
  const health = await measureRps(`${server.url}/healthz`, {});
  const rssBefore = server.rssMb();
  const kept = await measureRps(`${server.url}/api/listings?city=miami&purpose=rent&page=1`, {});
  // A different price ceiling each request: never an answer or a count the server has kept.
  let n = 0;
  const cold = await measureRps(
    () =>
      `${server.url}/api/listings?city=miami&purpose=rent&maxPrice=${20_000 + (n++ % 1_000_000)}&page=1`,
    {},
  );
  const rssAfter = server.rssMb();
  console.log('(16 keep-alive connections, 5 s each, after 1 s warm-up)');
  console.log(`GET /healthz                                            ${fmt(health)} req/s`);
  console.log(
    `GET /api/listings?city=miami&purpose=rent (same query)   ${fmt(kept)} req/s   ratio ${(kept / health).toFixed(2)}`,
  );
  console.log(
    `same, a new price ceiling each request (cold)           ${fmt(cold)} req/s   ratio ${(cold / health).toFixed(2)}`,
  );
  // The search holds every active listing's card in memory (decision 0060): what that costs.
  console.log(
    `server memory (RSS) before the first search / after    ${fmt(rssBefore)} MB / ${fmt(rssAfter)} MB`,
  );
} finally {
  await server.stop();
}
