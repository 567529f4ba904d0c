import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the server keeps its data: a PGlite folder on disk, or a PostgreSQL database. */
export type DataLocation =
  { kind: 'pglite'; dataDir: string } | { kind: 'pg'; databaseUrl: string };

/**
 * The Blu server as its own operating-system process, so that SIGKILL ends it the way a crash or
 * an out-of-memory kill would: no shutdown hook, no flush, no close. By default it starts from the
 * TypeScript source through tsx (the API tests run before the build, so dist/ may not exist);
 * `built` starts dist/server/index.js as an operator does.
 */
export interface ServerProcess {
  url: string;
  /** Milliseconds from spawn to the first healthy /healthz. */
  startMs: number;
  /** The error lines the server logged (at most 20), for a failing test to show. */
  errors: string[];
  kill9(): Promise<void>;
  /** SIGTERM: the server's own shutdown closes the database cleanly. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${output()}`);
}

export interface ServerProcessOptions {
  timeoutMs?: number;
  built?: boolean;
  /** Variables over the defaults below (PUBLIC_URL shared by instances, storage, …). */
  env?: Record<string, string>;
}

export async function startServerProcess(
  data: DataLocation,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // The writers send each submission from its own X-Forwarded-For address, so the per-address
    // limits on public forms (which this test is not about) never refuse an acknowledged stream.
    TRUST_PROXY: 'loopback',
    ...(data.kind === 'pglite' ? { DATA_DIR: data.dataDir } : { DATABASE_URL: data.databaseUrl }),
    ...options.env,
  };
  const started = Date.now();
  const entry = options.built
    ? ['dist/server/index.js']
    : ['--import', 'tsx', 'src/server/index.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const errors: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    for (const line of text.split('\n'))
      if (/"level":(50|60)/.test(line) && errors.length < 20) errors.push(line.slice(0, 1500));
    log = (log + text).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitHealthy(url, child, () => log, options.timeoutMs ?? 60_000);
  const startMs = Date.now() - started;
  return {
    url,
    startMs,
    errors,
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
      if (child.exitCode !== 0)
        throw new Error(
          `the server did not stop cleanly (${child.exitCode ?? child.signalCode}):\n${log}`,
        );
    },
  };
}
