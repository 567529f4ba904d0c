// Does running PGlite in a worker thread free the event loop? (docs/decisions/0058)
// Starts scripts/bench/pglite-host.mjs twice, with the database on the loop and in a worker, and
// under the same database load measures: the database route's rate, how long /healthz waits
// meanwhile (p50 and p99, one request at a time), and the loop's utilisation.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { freePort } from './bench/server.mjs';
import { measureRps } from './bench/throughput.mjs';

async function start(mode) {
  const port = await freePort();
  const child = spawn('node', ['scripts/bench/pglite-host.mjs', mode], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

/** One /healthz at a time for `seconds`: the wait a request with no database work sees. */
async function healthWaits(url, seconds) {
  const waits = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const started = performance.now();
    await get(`${url}/healthz`);
    waits.push(performance.now() - started);
  }
  waits.sort((a, b) => a - b);
  const at = (q) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

async function measure(mode, kind) {
  const server = await start(mode);
  try {
    let n = 0;
    const address = () => `${server.url}/${kind}?n=${n++}`;
    await measureRps(address, { concurrency: 16, seconds: 1, warmup: 1 }); // warm the plans
    await get(`${server.url}/elu`);
    const [rate, waits] = await Promise.all([
      measureRps(address, { concurrency: 16, seconds: 5, warmup: 0 }),
      healthWaits(server.url, 5),
    ]);
    const { utilization } = JSON.parse(await get(`${server.url}/elu`));
    return { rate, waits, utilization };
  } finally {
    server.stop();
  }
}

console.log('\n## PGlite on the event loop or in a worker thread (16 connections, 5 s)');
console.log('query  database on   query req/s   /healthz p50   /healthz p99   loop busy');
for (const kind of ['light', 'heavy']) {
  for (const mode of ['thread', 'worker']) {
    const { rate, waits, utilization } = await measure(mode, kind);
    console.log(
      `${kind.padEnd(6)} ${mode.padEnd(12)} ${rate.toFixed(0).padStart(11)}   ${waits.p50
        .toFixed(2)
        .padStart(9)} ms   ${waits.p99.toFixed(2).padStart(9)} ms   ${(utilization * 100)
        .toFixed(0)
        .padStart(7)} %`,
    );
  }
}
