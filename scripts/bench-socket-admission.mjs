// Live sockets opened per second (the budget: at least 0.3 of a bare `ws` server's). Against the
// built server each opening is what the portal does: the upgrade to /ws/notifications offering the
// access token as a subprotocol (docs/decisions/0063), admitted before the server answers 101, so
// `open` here means admitted. The bare server, in its own process like the app, accepts the
// upgrade and nothing else.
// 16 clients open and close sockets one after another for 5 s, after 1 s of warm-up.
// `node --import tsx scripts/bench-socket-admission.mjs`, part of `npm run bench`.
import { spawn } from 'node:child_process';
import WebSocket from 'ws';
import { socketProtocols } from '../src/shared/socket-protocols.ts';
import { databaseLabel, freePort, signIn, startBuiltServer } from './bench/server.mjs';

const CLIENTS = 16;
const WARM_UP_MS = 1000;
const MEASURE_MS = 5000;

/** Opens a socket and closes it as soon as it is open; rejects on a refusal or after 10 s. */
function openAndClose(url, protocols = []) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const timer = setTimeout(() => reject(new Error('socket did not open in 10 s')), 10_000);
    ws.once('open', () => {
      clearTimeout(timer);
      ws.close();
      resolve();
    });
    // An admitted socket stays open; a refused one closes with its code at once.
    ws.once('close', (code) => {
      clearTimeout(timer);
      if (code >= 4000) reject(new Error(`socket refused: ${code}`));
    });
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Sockets opened per second by CLIENTS loops running `openOne` back to back. */
async function opensPerSecond(openOne) {
  const until = (ms) => performance.now() + ms;
  const run = async (end) => {
    let opened = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          await openOne();
          opened++;
        }
      }),
    );
    return opened;
  };
  await run(until(WARM_UP_MS));
  const start = performance.now();
  const opened = await run(until(MEASURE_MS));
  return opened / ((performance.now() - start) / 1000);
}

async function startBareServer() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { WebSocketServer } from 'ws';
       new WebSocketServer({ port: ${port}, host: '127.0.0.1' }).on('listening', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `ws://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

const bare = await startBareServer();
let bareRate;
try {
  bareRate = await opensPerSecond(() => openAndClose(bare.url));
} finally {
  bare.stop();
}

const server = await startBuiltServer('socket-admission');
try {
  const token = await signIn(server.url, 'admin@example.com');
  const wsBase = `${server.url.replace(/^http/, 'ws')}/ws/notifications`;
  const appRate = await opensPerSecond(() => openAndClose(wsBase, socketProtocols(token)));
  console.log(
    `\n## Live sockets opened per second, ${databaseLabel} (${CLIENTS} clients, ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up)`,
  );
  console.log(`bare ws server, upgrade only             ${bareRate.toFixed(0)} /s`);
  console.log(`Blu: upgrade with admission              ${appRate.toFixed(0)} /s`);
  console.log(
    `ratio (budget 0.3)                        ${(appRate / bareRate).toFixed(2)}${appRate / bareRate >= 0.3 ? '' : ', UNDER BUDGET'}`,
  );
} finally {
  await server.stop();
}
