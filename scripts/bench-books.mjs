// The books' speed and scale (src/server/modules/accounting/, reports/, the resident's lease and
// the portal home), on PGlite and, with BENCH_DATABASE_URL, on that PostgreSQL database too:
//   - a resident's lease with its ledger, the admin home dashboard, the trial balance, aged
//     receivables and an owner ledger as ratios to /healthz on the same built server, on the demo
//     data (budget 0.2) and over BENCH_BOOKS_LEASES leases × BENCH_BOOKS_YEARS years of history
//     (10,000 × 10; budget 0.1);
//   - the rent run over those leases with its journal entries, timed, and run again (it must
//     post nothing).
// Run through tsx (`node --import tsx scripts/bench-books.mjs`): the history is written with the
// app's schema and the rent run is the app's own code. Auto-matching is scripts/bench-banking.mjs.
import { rmSync } from 'node:fs';
import { prepareBooksData } from './bench/books-data.ts';
import { measureBooksRoutes, printBooksRoutes } from './bench/books-routes.mjs';
import {
  benchDatabaseUrl,
  emptyBenchDatabase,
  freePort,
  startBuiltServer,
} from './bench/server.mjs';

const LEASES = Number(process.env.BENCH_BOOKS_LEASES ?? 10_000);
// PGlite writes and posts one statement at a time on one core: at the full scale its history alone
// takes about 7 minutes and 14 GB, so the embedded run is at a tenth unless told otherwise.
const PGLITE_LEASES = Number(process.env.BENCH_BOOKS_PGLITE_LEASES ?? LEASES / 10);
// `pglite` or `postgresql`: one database only (while working on one).
const ONLY = process.env.BENCH_BOOKS_ONLY;
const YEARS = Number(process.env.BENCH_BOOKS_YEARS ?? 10);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const benchStarted = performance.now();

async function onDatabase(label, postgres, leases) {
  const embedded = !postgres;
  console.log(
    `\n## The books on ${label}, demo data (16 keep-alive connections, 5 s each, after 1 s warm-up)`,
  );
  const demo = await startBuiltServer('books-demo', { embedded });
  try {
    printBooksRoutes(
      await measureBooksRoutes(demo.url, {
        resident: 'resident@example.com',
        owner: 'landlord@example.com',
        budget: 0.2,
      }),
    );
  } finally {
    await demo.stop();
  }

  console.log(`\n## The books on ${label}, ${fmt(leases)} leases × ${YEARS} years of history`);
  const dataDir = `.tmp/bench-books-${await freePort()}`;
  rmSync(dataDir, { recursive: true, force: true });
  if (postgres) await emptyBenchDatabase();
  const data = await prepareBooksData({
    dataDir,
    databaseUrl: postgres ? benchDatabaseUrl : undefined,
    leases,
    months: YEARS * 12,
  });
  console.log(
    `history written set-based with its journal: ${fmt(data.charges)} rent charges, ${fmt(data.payments)} payments, ` +
      `${fmt(data.entries)} entries (${fmt(data.journalLines)} lines, ${fmt(data.periodBalances)} period balances in all)   ${data.seedSeconds.toFixed(1)} s`,
  );
  const printRun = (name, run) =>
    console.log(
      `rent run, ${name}  ${run.seconds.toFixed(2)} s   posted ${fmt(run.rentPosted)} rent, ` +
        `${fmt(run.lateFeesPosted)} late fees, ${fmt(run.entriesPosted)} journal entries`,
    );
  printRun('first (1st of the month, 07:00)', data.firstRun);
  printRun('second (same time)             ', data.secondRun);
  if (
    data.secondRun.rentPosted + data.secondRun.lateFeesPosted + data.secondRun.entriesPosted >
    0
  ) {
    throw new Error('the second rent run posted something: it must post nothing');
  }
  console.log('second run posted nothing: checked');

  const server = await startBuiltServer('books-scale', { dataDir, embedded });
  try {
    printBooksRoutes(
      await measureBooksRoutes(server.url, {
        resident: 'books-resident-0@example.org',
        owner: 'landlord@example.com',
        budget: 0.1,
      }),
    );
  } finally {
    await server.stop();
  }
}

if (ONLY !== 'postgresql') await onDatabase('PGlite (on disk)', false, PGLITE_LEASES);
if (benchDatabaseUrl && ONLY !== 'pglite') await onDatabase('PostgreSQL', true, LEASES);
else console.log('\n(PostgreSQL: set BENCH_DATABASE_URL to measure the same there.)');
console.log(`\nbooks bench: ${((performance.now() - benchStarted) / 60_000).toFixed(1)} minutes`);
