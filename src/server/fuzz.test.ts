import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/api';
import { operationsOf } from '../../tests/support/fuzz/requests';
import { fuzzSeed, fuzzServer, summarize } from '../../tests/support/fuzz/run';
import { STRIPE_WEBHOOK_PATH, stripeServerEnv } from '../../tests/support/stripe';
import { startStripeStandIn } from './modules/payments/stripe-stand-in';
import { openingOutcome, socketCases } from '../../tests/support/fuzz/sockets';

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

it(
  'refuses 300 socket openings with made-up protocols and accounts without a server error',
  { timeout: 120_000 },
  async () => {
    const seed = fuzzSeed();
    const failures: string[] = [];
    for (const testCase of socketCases(seed, 300)) {
      const outcome = await openingOutcome(server.url, testCase);
      // Refusals: 4001/4003 after the upgrade; a handshake the client itself fails (no protocol
      // of its own answered) or a 400 for an over-long account id. Never 1011, a 5xx or silence.
      const refused =
        /^closed 400[13]$/.test(outcome) ||
        /^handshake: (Server sent no subprotocol|Unexpected server response: 400)$/.test(outcome);
      if (!refused) failures.push(`${JSON.stringify(testCase).slice(0, 200)} → ${outcome}`);
    }
    expect(failures, `FUZZ_SEED=${seed}`).toEqual([]);
  },
);

it(
  'answers 1,000 bad requests to the routes only PAYMENT_PROVIDER=stripe has without a 5xx',
  { timeout: 240_000 },
  async () => {
    // The Stripe webhook is registered only with Stripe chosen: an instance so configured, against
    // the stand-in for Stripe's API, fuzzed on the operations the default app's document lacks.
    const standIn = await startStripeStandIn();
    const stripeServer = await startTestServer(stripeServerEnv(standIn));
    try {
      const defaults = new Set(
        operationsOf((await server.request('GET', '/api/openapi.json')).body).map(
          (op) => `${op.method} ${op.path}`,
        ),
      );
      const result = await fuzzServer(stripeServer, {
        seed: fuzzSeed(),
        runs: 1_000,
        only: (op) => !defaults.has(`${op.method} ${op.path}`),
      });
      console.log(summarize(result));
      expect(Object.keys(result.timeByOperation)).toContain(`POST ${STRIPE_WEBHOOK_PATH}`);
      expect(result.sent).toBe(1_000);
      expect(result.failures, summarize(result)).toEqual([]);
    } finally {
      await stripeServer.close();
      await standIn.close();
    }
  },
);
