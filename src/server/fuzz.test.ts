import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/api';
import { fuzzSeed, fuzzServer, summarize } from '../../tests/support/fuzz/run';

// At least 10,000 bad requests over every route of the OpenAPI document, as identities that pass
// each route's rule. A failure prints its seed: FUZZ_SEED=<seed> replays the same requests.
// `npm run fuzz` runs a longer one (FUZZ_RUNS).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 180_000);
afterAll(() => server?.close());

it(
  'answers 10,000 bad requests without a 5xx, a stack trace or SQL',
  { timeout: 240_000 },
  async () => {
    const result = await fuzzServer(server, { seed: fuzzSeed(), runs: 10_000 });
    console.log(summarize(result));
    expect(result.sent).toBe(10_000);
    expect(result.failures, summarize(result)).toEqual([]);
  },
);
