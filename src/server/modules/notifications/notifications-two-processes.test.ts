import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, usesPostgres } from '../../../../tests/support/api';
import { refreshCookieOf } from '../../../../tests/support/users';
import { openTestSocket, socketUrl } from '../../../../tests/support/ws-client';
import { openPostgres } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/demo-users';
import { ensureReferenceData } from '../../db/seed/reference-data';
import { seedIfEmpty } from '../../db/seed/seed';

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

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * Two real server processes on one PostgreSQL database: a notification posted to A reaches a
 * socket held by B, through LISTEN/NOTIFY. Only meaningful on PostgreSQL (PGlite is one process).
 */
describe.skipIf(!usesPostgres())('notifications across two server processes', () => {
  let dropDatabase: (() => Promise<void>) | undefined;
  const children: ChildProcess[] = [];
  let urlA = '';
  let urlB = '';

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    dropDatabase = () => created.drop();
    const database = await openPostgres(created.url);
    await ensureReferenceData(database.db);
    await seedIfEmpty(database.db);
    await database.close();

    const [portA, portB] = [await freePort(), await freePort()];
    // One PUBLIC_URL for both, as behind a load balancer: a token from one verifies on the other.
    const publicUrl = `http://127.0.0.1:${portA}`;
    for (const port of [portA, portB]) {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: created.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: publicUrl,
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(child);
    }
    urlA = `http://127.0.0.1:${portA}`;
    urlB = `http://127.0.0.1:${portB}`;
    await Promise.all([waitForHealth(urlA, children[0]!), waitForHealth(urlB, children[1]!)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await dropDatabase?.();
  }, 30_000);

  async function signIn(url: string, email: string) {
    const res = await fetch(`${url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { accessToken: string; user: { id: string } };
    return { ...body, cookie: refreshCookieOf(res) };
  }

  it('delivers a notification posted to A on a socket held by B', async () => {
    const resident = await signIn(urlB, 'resident@example.com');
    const socket = openTestSocket(
      socketUrl(urlB, { accountId: resident.user.id }),
      resident.accessToken,
    );
    expect(await socket.settled()).toBe(true);

    const admin = await signIn(urlA, 'admin@example.com');
    const posted = await fetch(`${urlA}/api/notifications`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'From A', body: 'Delivered by B', role: 'resident' }),
    });
    expect(posted.status).toBe(201);
    const { notification } = (await posted.json()) as { notification: { id: string } };
    const message = await socket.next(10_000);
    expect(message).toMatchObject({ id: notification.id, title: 'From A', read: false });
    socket.close();
  });

  it('closes on B the socket of a session signed out on A, and refuses its token there', async () => {
    const resident = await signIn(urlA, 'resident@example.com');
    const query = { accountId: resident.user.id };
    const socket = openTestSocket(socketUrl(urlB, query), resident.accessToken);
    expect(await socket.settled()).toBe(true);
    const signedOut = await fetch(`${urlA}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: resident.cookie },
    });
    expect(signedOut.status).toBe(204);
    expect((await socket.closed).code).toBe(4001);
    const again = openTestSocket(socketUrl(urlB, query), resident.accessToken);
    expect(await again.closed).toEqual({ code: 4001, reason: 'session ended' });
  });
});
