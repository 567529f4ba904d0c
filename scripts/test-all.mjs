// npm test: every suite CI runs, in order, each to the end; then one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.tmp/results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const browser = spawnSync('node', ['scripts/ensure-browser.mjs'], { stdio: 'inherit' });
if (browser.status !== 0) process.exit(1);

let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const res = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

/** A check without its own test count (format, lint, types, build) counts as one test. */
function check(label, command, args) {
  if (run(label, command, args)) passed++;
  else {
    failed++;
    console.log(`✗ ${label} failed`);
  }
}

function vitest(label, file, args, env) {
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args],
    env,
  );
  if (!existsSync(file)) {
    failed++;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!ok && report.numFailedTests === 0) failed++; // a suite that failed to load
}

check('format', 'npx', ['prettier', '--check', '.']);
check('lint', 'npx', ['oxlint', '--type-aware', '--deny-warnings']);
check('types', 'npx', ['tsc', '-p', '.']);
vitest('unit and API tests (PGlite)', `${results}/vitest.json`, []);
if (process.env.TEST_DATABASE_URL) {
  vitest(
    'API tests (PostgreSQL)',
    `${results}/vitest-pg.json`,
    ['--project', 'api', '--project', 'api-mocking'],
    {
      TEST_DB: 'pg',
    },
  );
} else {
  console.log('\n(TEST_DATABASE_URL not set: the PostgreSQL run of the API tests is skipped)');
}
const built = run('build', 'npm', ['run', 'build', '--silent']);
if (!built) failed++;
else {
  passed++;
  if (process.env.TEST_DATABASE_URL) {
    vitest('two built instances (PostgreSQL, S3)', `${results}/instances.json`, [
      '--config',
      'vitest.instances.config.ts',
    ]);
  } else {
    console.log('\n(TEST_DATABASE_URL not set: the two-instance suite is skipped)');
  }
  const file = `${results}/playwright.json`;
  run('browser journeys (Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (existsSync(file)) {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else failed++;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
