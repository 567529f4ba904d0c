// Starts the built server on a free port over a fresh database, for benchmarks: the embedded one,
// or the PostgreSQL database BENCH_DATABASE_URL names (emptied first: everything in it is lost).
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The PostgreSQL database the benches run on instead of the embedded one, if any. */
export const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || undefined;

/** Which database a figure was measured on, for the bench's headings. */
export const databaseLabel = benchDatabaseUrl ? 'PostgreSQL' : 'PGlite';

/** Empties the bench's PostgreSQL database: the server then migrates and seeds it as on a first start. */
export async function emptyBenchDatabase() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: benchDatabaseUrl });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/**
 * `options.dataDir`: start on data prepared beforehand (it is still removed on stop);
 * `options.embedded`: on PGlite even when BENCH_DATABASE_URL is set (data prepared on PGlite).
 */
export async function startBuiltServer(name, options = {}) {
  const databaseUrl = options.embedded ? undefined : benchDatabaseUrl;
  const port = await freePort();
  const dataDir = options.dataDir ?? `.tmp/bench-${name}-${port}`;
  if (!options.dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) await emptyBenchDatabase();
  }
  const child = spawn('node', [`${process.env.BLU_DIST ?? 'dist'}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // One client address sends the whole load: the per-address request limits would refuse it.
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_FORM_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A bench that gives up (process.exit) must not leave its server running on a folder it removes.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  };
  // Sampled while it migrates and seeds: the most memory a first start takes.
  let startPeakMb = 0;
  for (let i = 0; i < 300; i++) {
    try {
      startPeakMb = Math.max(startPeakMb, rssMb());
    } catch {
      // not running yet
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    /** The server's resident memory now, in MB (Linux). */
    rssMb,
    /** The most resident memory seen while it started (sampled every 200 ms), in MB. */
    startPeakMb,
    async stop() {
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(url, email, password = 'Demo-password-1') {
  const res = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (await res.json()).accessToken;
}
