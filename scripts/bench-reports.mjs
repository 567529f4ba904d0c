// Accounting reports (src/server/modules/reports/) on the demo books, as requests per second and
// as ratios to /healthz on the same built server: the trial balance, aged receivables and an
// owner ledger (this month), each as JSON. PGlite on disk, or BENCH_DATABASE_URL.
import { databaseLabel, signIn, startBuiltServer } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

const server = await startBuiltServer('reports');
try {
  const admin = await signIn(server.url, 'admin@example.com');
  const landlord = await signIn(server.url, 'landlord@example.com');
  const owners = await fetch(`${server.url}/api/reports/owners`, {
    headers: { authorization: `Bearer ${landlord}` },
  }).then((res) => res.json());
  const ownerId = owners.owners[0].id;
  const health = await measureRps(`${server.url}/healthz`, {});
  const cases = [
    ['GET /api/reports/trial-balance', '/api/reports/trial-balance', admin],
    ['GET /api/reports/aged-receivables', '/api/reports/aged-receivables', admin],
    ['GET /api/reports/owners/:id/ledger', `/api/reports/owners/${ownerId}/ledger`, landlord],
  ];
  console.log(
    `\n## Accounting reports, ${databaseLabel}, demo books (16 keep-alive connections, 5 s each, after 1 s warm-up)`,
  );
  console.log(`GET /healthz                          ${health.toFixed(0)} req/s`);
  for (const [label, path, token] of cases) {
    const rps = await measureRps(`${server.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `${label.padEnd(37)} ${rps.toFixed(0).padStart(6)} req/s  ratio to healthz ${(rps / health).toFixed(3)}`,
    );
  }
} finally {
  await server.stop();
}
