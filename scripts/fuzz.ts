// npm run fuzz: a longer fuzz run than the one in npm test. FUZZ_RUNS (default 100,000) bad
// requests; FUZZ_SEED replays a run; TEST_DB=pg with TEST_DATABASE_URL runs on PostgreSQL.
import { startTestServer } from '../tests/support/api';
import { fuzzSeed, fuzzServer, summarize } from '../tests/support/fuzz/run';

const runs = Number(process.env.FUZZ_RUNS ?? 100_000);
if (!Number.isInteger(runs) || runs < 1) throw new Error('FUZZ_RUNS must be a whole number');
const server = await startTestServer();
const started = performance.now();
try {
  const result = await fuzzServer(server, { seed: fuzzSeed(), runs });
  console.log(summarize(result));
  console.log(`${result.sent} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exitCode = result.failures.length === 0 ? 0 : 1;
} finally {
  await server.close();
}
