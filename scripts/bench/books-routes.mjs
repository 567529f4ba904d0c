// The money screens and reports of scripts/bench-books.mjs against one built server, each as
// requests per second and as a ratio to /healthz measured just before on the same server.
import { signIn } from './server.mjs';
import { measureRps } from './throughput.mjs';

/**
 * `resident`: the email of a resident with a lease; `owner`: a landlord's email (its own owner
 * ledger, this month). Returns { health, rows: [{ label, rps, ratio, budget }] }.
 */
export async function measureBooksRoutes(url, { resident, owner, budget }) {
  const admin = await signIn(url, 'admin@example.com');
  const residentToken = await signIn(url, resident);
  const ownerToken = await signIn(url, owner);
  const owners = await fetch(`${url}/api/reports/owners`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  }).then((res) => res.json());
  const ownerId = owners.owners[0].id;
  // What each screen asks when it opens: the resident's lease page (the lease with its ledger and
  // the autopay panel's payment methods), the portal home's figures for an admin, the reports.
  const cases = [
    ['resident lease + ledger  GET /api/me/lease', '/api/me/lease', residentToken],
    [
      'resident lease page      GET /api/me/payment-methods',
      '/api/me/payment-methods',
      residentToken,
    ],
    ['admin home dashboard     GET /api/dashboard', '/api/dashboard', admin],
    [
      'trial balance            GET /api/reports/trial-balance',
      '/api/reports/trial-balance',
      admin,
    ],
    [
      'aged receivables         GET /api/reports/aged-receivables',
      '/api/reports/aged-receivables',
      admin,
    ],
    [
      'owner ledger             GET /api/reports/owners/:id/ledger',
      `/api/reports/owners/${ownerId}/ledger`,
      ownerToken,
    ],
  ];
  // One request alone first: it must answer, and its time says what a figure near 0 hides.
  const aloneMs = [];
  for (const [label, path, token] of cases) {
    const started = performance.now();
    const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${label}: status ${res.status}`);
    aloneMs.push(performance.now() - started);
  }
  const health = await measureRps(`${url}/healthz`, {});
  const rows = [];
  for (const [i, [label, path, token]] of cases.entries()) {
    const rps = await measureRps(url + path, { headers: { authorization: `Bearer ${token}` } });
    rows.push({ label, rps, ratio: rps / health, budget, aloneMs: aloneMs[i] });
  }
  return { health, rows };
}

export function printBooksRoutes({ health, rows }) {
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  console.log(`${'GET /healthz'.padEnd(62)} ${fmt(health).padStart(7)} req/s`);
  for (const { label, rps, ratio, budget, aloneMs } of rows) {
    const verdict = ratio >= budget ? 'met' : 'NOT MET';
    console.log(
      `${label.padEnd(62)} ${fmt(rps).padStart(7)} req/s  ratio ${ratio.toFixed(3)}  (budget ${budget}: ${verdict})  alone ${aloneMs.toFixed(0)} ms`,
    );
  }
}
