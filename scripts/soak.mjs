// npm run soak: the crash test's long run (SOAK=1: more kills, more writes) on PGlite on disk and,
// when TEST_DATABASE_URL is set, on PostgreSQL. The short run of the same test is part of npm test.
import { spawnSync } from 'node:child_process';

const runs = [{ label: 'PGlite on disk', env: {} }];
if (process.env.TEST_DATABASE_URL) runs.push({ label: 'PostgreSQL', env: { TEST_DB: 'pg' } });
else console.log('(TEST_DATABASE_URL not set: the PostgreSQL soak is skipped)');

let failed = 0;
for (const run of runs) {
  console.log(`\n=== crash soak: ${run.label} ===`);
  const res = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'src/server/crash.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env, SOAK: '1' },
  });
  if (res.status !== 0) failed++;
}
console.log(`\ncrash soak: ${runs.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
