// Starts the built server on a free port over a fresh embedded database, for benchmarks.
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

/** `options.dataDir`: start on data prepared beforehand (it is still removed on stop). */
export async function startBuiltServer(name, options = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? `.tmp/bench-${name}-${port}`;
  if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  const child = spawn('node', [`${process.env.BLU_DIST ?? 'dist'}/server/index.js`], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
  for (let i = 0; i < 300; i++) {
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
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
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
