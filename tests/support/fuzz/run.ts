import fc from 'fast-check';
import type { TestServer } from '../api';
import {
  DEMO_ACCOUNTS,
  fuzzRequests,
  operationsOf,
  type FuzzRequest,
  type Operation,
} from './requests';

/** What an answer must never show: a stack trace, a file of the server, SQL or a database error. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\n\s+at |\bat [\w$.<>]+ \([^)]*:\d+:\d+\)|\(node:internal/],
  ['server file', /node_modules|\/src\/server\/|\.ts:\d+/],
  ['SQL', /\bselect\b[^"]{0,200}\bfrom\b|\binsert into\b|\bupdate \S+ set\b|\bdelete from\b/i],
  [
    'database error',
    /syntax error|violates|duplicate key|relation "|column "|invalid byte sequence/i,
  ],
];

export interface FuzzFailure {
  index: number;
  request: FuzzRequest;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzResult {
  seed: number;
  sent: number;
  operations: number;
  statuses: Record<number, number>;
  /** Milliseconds spent per operation ("POST /api/auth/sign-in"), to find what slows a run. */
  timeByOperation: Record<string, number>;
  failures: FuzzFailure[];
}

function describe(request: FuzzRequest): FuzzRequest {
  const body = request.body;
  return {
    ...request,
    body: body && body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body,
  };
}

/**
 * Sends `runs` bad requests drawn with `seed` over every operation of the app's OpenAPI document
 * (or those `only` keeps), as identities that pass each rule, `concurrency` at a time. The same
 * seed and document give the same requests, in the same order.
 */
export async function fuzzServer(
  server: TestServer,
  options: {
    seed: number;
    runs: number;
    concurrency?: number;
    /** Fuzz only these operations of the document (a configuration's own routes). */
    only?: (operation: Operation) => boolean;
  },
): Promise<FuzzResult> {
  const doc = (await server.request('GET', '/api/openapi.json')).body;
  const operations = operationsOf(doc).filter(options.only ?? (() => true));
  if (operations.length === 0) throw new Error('no operation to fuzz');
  const tokens: Record<string, string> = {};
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS))
    tokens[role] = await server.signIn(email);

  const requests = fc.sample(fuzzRequests(operations), {
    seed: options.seed,
    numRuns: options.runs,
  });
  const result: FuzzResult = {
    seed: options.seed,
    sent: 0,
    operations: operations.length,
    statuses: {},
    timeByOperation: {},
    failures: [],
  };

  async function send(index: number) {
    const request = requests[index]!;
    const headers = { ...request.headers };
    const token = tokens[request.identity];
    if (token) headers.authorization = `Bearer ${token}`;
    let status = 0;
    let text = '';
    const started = performance.now();
    try {
      const res = await fetch(server.url + request.path, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      result.failures.push({
        index,
        request: describe(request),
        status,
        problem: `no answer: ${String(err)}`,
        body: '',
      });
      return;
    }
    result.sent++;
    const operation = `${request.method} ${request.operation}`;
    result.timeByOperation[operation] =
      (result.timeByOperation[operation] ?? 0) + performance.now() - started;
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    const leak = LEAKS.find(([, pattern]) => pattern.test(text));
    if (status >= 500 || leak) {
      result.failures.push({
        index,
        request: describe(request),
        status,
        problem: status >= 500 ? `answered ${status}` : `shows a ${leak![0]}`,
        body: text.slice(0, 500),
      });
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < requests.length) await send(next++);
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  return result;
}

/** FUZZ_SEED replays a run; otherwise a fresh seed, printed so a failure can be replayed. */
export function fuzzSeed(): number {
  const fromEnv = process.env.FUZZ_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const seed = Number(fromEnv);
    if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got "${fromEnv}"`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

export function summarize(result: FuzzResult): string {
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const lines = [
    `fuzz: seed ${result.seed} (replay with FUZZ_SEED=${result.seed}), ${result.sent} requests over ${result.operations} operations; ${statuses}`,
  ];
  for (const f of result.failures.slice(0, 20)) {
    lines.push(`  #${f.index} ${f.problem}: ${JSON.stringify(f.request)}\n    → ${f.body}`);
  }
  if (result.failures.length > 20) lines.push(`  … and ${result.failures.length - 20} more`);
  return lines.join('\n');
}
