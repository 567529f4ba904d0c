import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../../tests/support/api';

// The real entry point, as `npm start` runs it: configuration, migrations, seeding, listening.
interface Started {
  url: string;
  output: () => string;
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The entry point as `npm start` runs it, from the repository's folder or from `cwd`. */
function run(env: Record<string, string>, cwd = process.cwd()) {
  const tsx = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.resolve('src/server/index.ts')], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
  });
  let output = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output, stderr: () => stderr };
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const proc = run({ ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (proc.child.exitCode !== null) throw new Error(`server exited: ${proc.stderr()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: proc.output,
    async stop() {
      proc.child.kill('SIGTERM');
      return proc.exited;
    },
  };
}

async function countUsers(url: string): Promise<number> {
  const { accessToken } = (await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-password-1' }),
  }).then((r) => r.json())) as { accessToken: string };
  const list = (await fetch(`${url}/api/admin/users?pageSize=100`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((r) => r.json())) as { total: number };
  return list.total;
}

const signIn = (url: string) =>
  fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'Demo-password-1' }),
  }).then((r) => r.status);

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'blu-start-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Start-up is the same code on either database; the embedded run is the one `npm start` makes.
describe.skipIf(usesPostgres())('npm start', () => {
  it('reads a .env file in its folder; the environment wins over it', async () => {
    const folder = tempDataDir();
    writeFileSync(path.join(folder, '.env'), 'PORT=abc\nSEED_DEMO=maybe\n');
    const proc = run({ DATA_DIR: tempDataDir(), SEED_DEMO: 'false' }, folder);
    expect(await proc.exited).toBe(1);
    // PORT came from the file; SEED_DEMO=false from the environment was kept.
    expect(proc.stderr().trim()).toMatch(/^Invalid configuration: PORT /);
    expect(proc.stderr()).not.toContain('SEED_DEMO');
  }, 120_000);

  it('stops with one line naming a malformed variable', async () => {
    for (const [name, value] of [
      ['PORT', 'abc'],
      ['DATABASE_URL', 'mysql://x'],
      ['SEED_DEMO', 'maybe'],
    ] as const) {
      const proc = run({ [name]: value, DATA_DIR: tempDataDir() });
      expect(await proc.exited).toBe(1);
      const lines = proc.stderr().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    }
  }, 120_000);

  it('seeds an empty database once and reuses it on the next start', async () => {
    const dataDir = tempDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(await signIn(first.url)).toBe(200);
    expect(first.output()).toContain('demo data seeded');
    const seededUsers = await countUsers(first.url);
    expect(seededUsers).toBeGreaterThanOrEqual(7);
    expect(await first.stop()).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).toContain('database already has data; not seeding');
    expect(await countUsers(second.url)).toBe(seededUsers);
    expect(await second.stop()).toBe(0);
  }, 120_000);

  it('does not seed a fresh install whose PUBLIC_URL is another machine', async () => {
    const server = await start({ DATA_DIR: tempDataDir(), PUBLIC_URL: 'https://blu.example.com' });
    expect(await signIn(server.url)).toBe(401);
    expect(server.output()).toContain('demo data not seeded: PUBLIC_URL is not this machine');
    const settings = await fetch(`${server.url}/api/site-settings`).then((r) => r.json());
    expect(settings.demoAccounts).toBe(false);
    await server.stop();
  }, 120_000);

  it('seeds a public address with SEED_DEMO=true and says anyone can sign in', async () => {
    const server = await start({
      DATA_DIR: tempDataDir(),
      PUBLIC_URL: 'https://demo.blu.example.com',
      SEED_DEMO: 'true',
    });
    expect(await signIn(server.url)).toBe(200);
    expect(server.output()).toContain(
      'SEED_DEMO=true on https://demo.blu.example.com: anyone can sign in to the demo accounts',
    );
    const settings = await fetch(`${server.url}/api/site-settings`).then((r) => r.json());
    expect(settings.demoAccounts).toBe(true);
    await server.stop();
  }, 120_000);

  it('names each request in its log lines and its answer, and never logs a link secret', async () => {
    const server = await start({ DATA_DIR: tempDataDir(), SEED_DEMO: 'false' });
    const secret = 'Zq8vR2mN5tW1xY7bC4dF6gH9jK3lP0sTuVeAoIi_-Q';
    const paths = [
      `/sign/${secret}`,
      `/api/sign/${secret}`,
      `/api/work-order-approvals/${secret}`,
      `/api/pay/receipts/${secret}`,
      `/forgot-password?token=${secret}`,
    ];
    const ids: string[] = [];
    for (const p of paths) {
      const res = await fetch(`${server.url}${p}`);
      ids.push(res.headers.get('x-request-id') ?? '');
    }
    const forwarded = await fetch(`${server.url}/healthz`, {
      headers: { 'x-request-id': 'lb-7f3a' },
    });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-7f3a');
    await server.stop();
    const log = server.output();
    expect(log).not.toContain(secret);
    expect(log).toContain('/api/sign/[redacted]');
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(log).toContain(`"reqId":"${id}"`);
    }
  }, 120_000);

  it('on SIGTERM stops being ready, keeps answering while it drains, then exits cleanly', async () => {
    const server = await start({
      DATA_DIR: tempDataDir(),
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_SECONDS: '2',
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const exited = server.stop();
    let ready = 200;
    for (let i = 0; i < 40 && ready === 200; i++) {
      ready = (await fetch(`${server.url}/readyz`)).status;
      if (ready === 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(ready).toBe(503);
    expect((await fetch(`${server.url}/livez`)).status).toBe(200);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: shutting down');
  }, 120_000);

  it('leaves the database empty when SEED_DEMO=false', async () => {
    const server = await start({ DATA_DIR: tempDataDir(), SEED_DEMO: 'false' });
    expect(await signIn(server.url)).toBe(401);
    const roles = await fetch(`${server.url}/healthz`);
    expect(roles.status).toBe(200);
    await server.stop();
  }, 120_000);
});
