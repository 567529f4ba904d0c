// Leases, rent and payments at the scale of a large portfolio: the rent run over 10,000 active leases, page one of
// the admin leases list with a filter over them, and a resident's ten-year ledger, the last two in
// requests per second against /healthz on the same server. PGlite on disk, the built server.
// Run through tsx (`node --import tsx scripts/bench-leasing.mjs`): the data is written with the
// app's own schema and the rent run is the app's own code. BENCH_LEASES changes the lease count.
import { rmSync } from 'node:fs';
import { prepareLeasingData, LEDGER_RESIDENT, LEDGER_YEARS } from './bench/leasing-data.ts';
import { freePort, signIn, startBuiltServer } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

const COUNT = Number(process.env.BENCH_LEASES ?? 10_000);
let server = null;
const deadline = setTimeout(async () => {
  console.error('bench-leasing: gave up after 8 minutes');
  if (server) await server.stop();
  else rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}, 8 * 60_000);
deadline.unref();

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const dataDir = `.tmp/bench-leasing-${await freePort()}`;
rmSync(dataDir, { recursive: true, force: true });

console.log(`\n## Leases, rent and payments over ${fmt(COUNT)} active leases (PGlite on disk)`);
const data = await prepareLeasingData(dataDir, COUNT);
console.log(
  `seeded in bulk: ${fmt(data.leases)} leases, ${fmt(data.historyCharges)} past rent charges, ` +
    `${fmt(data.historyPayments)} payments   ${(data.seedMs / 1000).toFixed(1)} s`,
);
console.log(
  `rent run, first (1st of the month)   ${(data.firstRun.ms / 1000).toFixed(2)} s   ` +
    `posted ${fmt(data.firstRun.rentPosted)} rent, ${fmt(data.firstRun.lateFeesPosted)} late fees`,
);
console.log(
  `rent run, second (same day)          ${(data.secondRun.ms / 1000).toFixed(2)} s   ` +
    `posted ${fmt(data.secondRun.rentPosted)} rent, ${fmt(data.secondRun.lateFeesPosted)} late fees`,
);

server = await startBuiltServer('leasing', { dataDir, embedded: true });
try {
  // The scheduler's run at start (catch-up) finds nothing new; let it finish before measuring.
  await new Promise((r) => setTimeout(r, 3_000));
  const admin = await signIn(server.url, 'admin@example.com');
  const resident = await signIn(server.url, LEDGER_RESIDENT);
  const listPath = `/api/leases?status=active&city=${data.city.slug}&page=1&pageSize=25`;
  const listCheck = await fetch(server.url + listPath, {
    headers: { authorization: `Bearer ${admin}` },
  }).then((r) => r.json());
  const ledgerCheck = await fetch(`${server.url}/api/me/lease`, {
    headers: { authorization: `Bearer ${resident}` },
  }).then((r) => r.json());
  const ledgerEntries = ledgerCheck.ledger.charges.length + ledgerCheck.ledger.payments.length;

  const health = await measureRps(`${server.url}/healthz`, {});
  const list = await measureRps(server.url + listPath, {
    headers: { authorization: `Bearer ${admin}` },
  });
  const ledger = await measureRps(`${server.url}/api/me/lease`, {
    headers: { authorization: `Bearer ${resident}` },
  });
  console.log(`(16 keep-alive connections, 5 s each, after 1 s warm-up)`);
  console.log(`GET /healthz                                   ${fmt(health)} req/s`);
  console.log(
    `GET ${listPath.replace(data.city.slug, '<city>')}   ${fmt(list)} req/s   ` +
      `ratio ${(list / health).toFixed(3)}   (${fmt(listCheck.total)} matching, 25 shown)`,
  );
  console.log(
    `GET /api/me/lease (${LEDGER_YEARS}-year ledger, ${ledgerEntries} entries)   ${fmt(ledger)} req/s   ` +
      `ratio ${(ledger / health).toFixed(3)}`,
  );
} finally {
  await server.stop();
}
