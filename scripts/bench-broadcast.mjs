// Broadcast latency: 1,000 authenticated sockets, one `all` notification posted 30 times; prints
// the median and p99 time from the POST to the 1,000th socket receiving it.
// Loopback only, bounded in count and time, exits by itself. Runs the built server when there
// is one (BLU_DIST, default dist/), otherwise the source through tsx.
// `node --import tsx scripts/bench-broadcast.mjs`, part of `npm run bench`.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { socketProtocols } from '../src/shared/socket-protocols.ts';
import { freePort } from './bench/server.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const ROUND_TIMEOUT_MS = 15_000;
const OVERALL_DEADLINE_MS = 5 * 60_000;
const PASSWORD = 'Demo-password-1';

const deadline = setTimeout(() => {
  console.error('bench-broadcast: gave up after 5 minutes');
  process.exit(1);
}, OVERALL_DEADLINE_MS);
deadline.unref();

async function startServer() {
  const port = await freePort();
  const dataDir = `.tmp/bench-broadcast-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const built = `${process.env.BLU_DIST ?? 'dist'}/server/index.js`;
  const args = existsSync(built) ? [built] : ['--import', 'tsx', 'src/server/index.ts'];
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // One client address sends the whole load: the per-address request limits would refuse it.
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_FORM_MAX: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, entry: args.at(-1) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('server did not start within 60 s');
}

async function api(url, path, { token, body } = {}) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}

/** Runs `task(i)` for i < count with at most `width` at a time. */
async function pooled(count, width, task) {
  let next = 0;
  const results = Array.from({ length: count });
  const workers = Array.from({ length: Math.min(width, count) }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  });
  await Promise.all(workers);
  return results;
}

function openSocket(url, accountId, token, onMessage) {
  return new Promise((resolve, reject) => {
    const wsUrl = `${url.replace(/^http/, 'ws')}/ws/notifications?accountId=${accountId}`;
    const ws = new WebSocket(wsUrl, socketProtocols(token));
    const timer = setTimeout(() => reject(new Error('socket did not open in 10 s')), 10_000);
    ws.once('open', () => {
      clearTimeout(timer);
      resolve(ws);
    });
    ws.once('close', (code, reason) => {
      clearTimeout(timer);
      reject(new Error(`socket closed ${code} ${reason.toString('utf8')}`));
    });
    // Sent as text frames: one Buffer each.
    ws.on('message', (data) =>
      onMessage(JSON.parse(Buffer.from(/** @type {Buffer} */ (data)).toString('utf8'))),
    );
    ws.on('error', () => {});
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const server = await startServer();
const sockets = [];
try {
  // One admin watching its own account on 1,000 sockets: each socket has its own registry
  // entry, so fan-out cost is the same as for 1,000 people.
  const { accessToken, user } = await api(server.url, '/api/auth/sign-in', {
    body: { email: 'admin@example.com', password: PASSWORD },
  });
  const received = new Map(); // notification id → count
  let waiting = null; // { id, resolve }
  const onMessage = (message) => {
    const n = (received.get(message.id) ?? 0) + 1;
    received.set(message.id, n);
    if (waiting && waiting.id === message.id && n === SOCKETS) waiting.resolve(performance.now());
  };

  const openStart = performance.now();
  sockets.push(
    ...(await pooled(SOCKETS, 50, () => openSocket(server.url, user.id, accessToken, onMessage))),
  );
  const openMs = performance.now() - openStart;

  const samples = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    const done = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`round ${round}: not all sockets received it`)),
        ROUND_TIMEOUT_MS,
      );
      waiting = {
        id: null,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
    });
    const answer = await api(server.url, '/api/notifications', {
      token: accessToken,
      body: { title: `Bench ${round + 1}`, body: 'Broadcast latency sample', all: true },
    });
    const id = answer.notification.id;
    waiting.id = id;
    // Messages that beat the HTTP answer were counted already.
    if ((received.get(id) ?? 0) >= SOCKETS) waiting.resolve(performance.now());
    samples.push((await done) - start);
    await new Promise((r) => setTimeout(r, 100));
  }

  samples.sort((a, b) => a - b);
  console.log(`\n## Broadcast fan-out (${server.entry}, PGlite, loopback)`);
  console.log(`${SOCKETS} authenticated sockets opened in ${(openMs / 1000).toFixed(1)} s`);
  console.log(`${ROUNDS} broadcasts, POST → ${SOCKETS}th socket received:`);
  console.log(`median ${percentile(samples, 50).toFixed(1)} ms`);
  console.log(`p99    ${percentile(samples, 99).toFixed(1)} ms`);
  console.log(`min    ${samples[0].toFixed(1)} ms, max ${samples.at(-1).toFixed(1)} ms`);
} finally {
  for (const ws of sockets) ws.terminate();
  await server.stop();
}
clearTimeout(deadline);
