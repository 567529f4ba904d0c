// npm run bench: builds if needed, then prints each figure the README quotes. With
// BENCH_DATABASE_URL=postgres://… the servers run on that PostgreSQL database (emptied first).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { databaseLabel, signIn, startBuiltServer } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

const dist = process.env.BLU_DIST ?? 'dist';
if (!existsSync(`${dist}/server/index.js`) || process.argv.includes('--build')) {
  execSync('npm run build --silent', { stdio: 'inherit' });
}

// How long the server sits idle after starting before its memory is read.
const IDLE_MS = 10_000;

async function authOverhead() {
  const server = await startBuiltServer('auth');
  try {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleMb = server.rssMb();
    const token = await signIn(server.url, 'admin@example.com');
    const health = await measureRps(`${server.url}/healthz`, {});
    const roles = await measureRps(`${server.url}/api/roles-for-super-admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(
      `\n## Authenticated request cost, ${databaseLabel} (16 keep-alive connections, 5 s each, after 1 s warm-up)`,
    );
    console.log(`GET /healthz                          ${health.toFixed(0)} req/s`);
    console.log(`GET /api/roles-for-super-admin (auth) ${roles.toFixed(0)} req/s`);
    console.log(`ratio roles / healthz                 ${(roles / health).toFixed(2)}`);
    console.log(
      `server memory (RSS): ${server.startPeakMb.toFixed(0)} MB at most while starting on an empty database (migrations, demo data), ${idleMb.toFixed(0)} MB idle ${IDLE_MS / 1000} s after`,
    );
  } finally {
    await server.stop();
  }
}

await authOverhead();
// Through tsx: it seeds with the app's schema and times the app's own rent run.
execSync('node --import tsx scripts/bench-leasing.mjs', { stdio: 'inherit' });
execSync('node --import tsx scripts/bench-listings-scale.mjs', { stdio: 'inherit' });
execSync('node --import tsx scripts/bench-banking.mjs', { stdio: 'inherit' });
// The owner payout run over 2,000 owners (transfers and checks), run twice, and its NACHA file.
execSync('node --import tsx scripts/bench-payouts.mjs', { stdio: 'inherit' });
// The books: the money screens and reports on demo data and over years of history, on PGlite
// and on BENCH_DATABASE_URL's PostgreSQL both, and the rent run at scale.
execSync('node --import tsx scripts/bench-books.mjs', { stdio: 'inherit' });
// The year's 1099 review over 10,000 vendor checks, on PGlite and BENCH_DATABASE_URL's PostgreSQL.
execSync('node --import tsx scripts/bench-tax-forms.mjs', { stdio: 'inherit' });
// Through tsx too: they open sockets as the client does (src/shared/socket-protocols.ts).
execSync('node --import tsx scripts/bench-broadcast.mjs', { stdio: 'inherit' });
execSync('node --import tsx scripts/bench-socket-admission.mjs', { stdio: 'inherit' });
if (process.env.BENCH_LIGHTHOUSE === '1') {
  execSync('node scripts/bench-lighthouse.mjs', { stdio: 'inherit' });
}
for (const part of [
  'scripts/bench-pages.mjs',
  'scripts/bench-bundle.mjs',
  'scripts/bench-first-ten-seconds.mjs',
  'scripts/bench-pglite-worker.mjs',
]) {
  if (existsSync(part)) execSync(`node ${part}`, { stdio: 'inherit' });
}
