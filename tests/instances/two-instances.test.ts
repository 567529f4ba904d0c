import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-users';
import { SIGN_IN_LIMITS } from '../../src/server/modules/auth/sign-in-limiter';
import { createPostgresDatabase } from '../support/api';
import { startServerProcess, type ServerProcess } from '../support/crash/server-process';
import { requestTo, type JsonRequest } from '../support/http-client';
import { makePng } from '../support/images';
import { uploadLeaseDocument } from '../support/pdf';
import { startS3StandIn, type S3StandIn } from '../support/s3';
import { refreshCookieOf } from '../support/users';
import { openTestSocket, socketUrl, type TestSocket } from '../support/ws-client';

// Two built servers (dist/server/index.js, as an operator runs them) on one PostgreSQL database
// and one S3-compatible bucket, behind one public address as a load balancer would put them:
// whatever one instance is told, the other answers on the very next request.

const PUBLIC_URL = 'https://blu.example';

interface Instance {
  process: ServerProcess;
  url: string;
  request: JsonRequest;
}

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let sql: pg.Client;
let s3: S3StandIn;
let dataDirs: string[];
let a: Instance;
let b: Instance;

beforeAll(async () => {
  database = await createPostgresDatabase();
  s3 = await startS3StandIn();
  // Each its own data folder, as on two machines: what they share is the database and the bucket.
  dataDirs = [1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'blu-instance-')));
  // Started together on the empty database: both migrate and seed it at once.
  const [first, second] = await Promise.all(
    dataDirs.map((dataDir) =>
      startServerProcess(
        { kind: 'pg', databaseUrl: database.url },
        {
          built: true,
          env: { ...s3.env, PUBLIC_URL, SEED_DEMO: 'true', DATA_DIR: dataDir },
          timeoutMs: 120_000,
        },
      ),
    ),
  );
  const instance = (process: ServerProcess): Instance => ({
    process,
    url: process.url,
    request: requestTo(process.url),
  });
  a = instance(first!);
  b = instance(second!);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.process.stop(), b?.process.stop()]);
  await sql?.end();
  await database?.drop();
  await s3?.close();
  for (const dataDir of dataDirs ?? []) rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function one<T>(query: string, values: unknown[] = []): Promise<T> {
  const { rows } = await sql.query(query, values);
  if (!rows[0]) throw new Error(`no row for ${query}`);
  return rows[0] as T;
}

async function signIn(on: Instance, email: string) {
  const res = await fetch(`${on.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { accessToken: string; user: { id: string } };
  return { token: body.accessToken, id: body.user.id, cookie: refreshCookieOf(res) };
}

async function upload(on: Instance, token: string, route: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(makePng(64, 48))], { type: 'image/png' }), 'p.png');
  const res = await fetch(on.url + route, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

/** The bytes one instance answers for a path; the status is checked. */
async function download(on: Instance, route: string, token?: string): Promise<Buffer> {
  const res = await fetch(on.url + route, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status, `${route} on ${on.url}`).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('two built instances on one database and one bucket', () => {
  it('both started together on an empty database, and the demo was seeded once', async () => {
    expect((await a.request('GET', '/readyz')).status).toBe(200);
    expect((await b.request('GET', '/readyz')).status).toBe(200);
    const { n } = await one<{ n: number }>(
      "select count(*)::int as n from users where email = 'admin@example.com'",
    );
    expect(n).toBe(1);
    expect(a.process.errors).toEqual([]);
    expect(b.process.errors).toEqual([]);
  });

  it('serves through B every kind of file uploaded through A, and the signed contracts', async () => {
    const admin = await signIn(a, 'admin@example.com');
    const listing = await one<{ id: string }>('select id from listings order by id limit 1');
    const photo = await upload(a, admin.token, `/api/listings/${listing.id}/photos`, {
      altText: 'Dock at sunset',
    });
    expect(await download(b, photo.url)).toEqual(await download(a, photo.url));

    const image = await upload(a, admin.token, '/api/blog-admin/images', { altText: 'Marina' });
    expect((await download(b, image.url)).length).toBeGreaterThan(0);

    const resident = await signIn(a, 'resident@example.com');
    const media = await upload(a, resident.token, '/api/work-orders/media', {});
    expect((await download(b, media.url)).length).toBeGreaterThan(0);

    const lease = await one<{ id: string }>('select id from leases order by id limit 1');
    const sent = await uploadLeaseDocument(a.url, admin.token, lease.id, { title: 'Addendum' });
    expect(sent.status).toBe(201);
    const document = (await sent.json()) as { id: string };
    const pdf = await download(b, `/api/leases/${lease.id}/documents/${document.id}`, admin.token);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const contract = await one<{ id: string }>(
      "select id from contracts where status = 'completed' order by id limit 1",
    );
    const signed = await download(b, `/api/contracts/${contract.id}/pdf`, admin.token);
    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("serves through B an editor's change made through A on the very next request", async () => {
    const admin = await signIn(a, 'admin@example.com');
    const before = await fetch(`${b.url}/`).then((res) => res.text()); // drawn and kept by B
    const phone = '+1 (305) 555-0188';
    expect(before).not.toContain(phone);
    const changed = await a.request('PATCH', '/api/admin/site-settings', {
      token: admin.token,
      body: { phone },
    });
    expect(changed.status).toBe(200);
    expect(await fetch(`${b.url}/`).then((res) => res.text())).toContain(phone);
    expect((await b.request('GET', '/api/site-settings')).body.phone).toBe(phone);
  });

  it('refuses on B, at once, a token blocked, signed out, re-roled or reset through A', async () => {
    const admin = await signIn(a, 'admin@example.com');
    const me = (token: string) => b.request('GET', '/api/auth/me', { token });

    const blocked = await signIn(a, 'user@example.com');
    expect((await me(blocked.token)).status).toBe(200);
    await a.request('PATCH', `/api/admin/users/${blocked.id}`, {
      token: admin.token,
      body: { blocked: true },
    });
    expect((await me(blocked.token)).status).toBe(403);

    const out = await signIn(a, 'landlord2@example.com');
    expect((await me(out.token)).status).toBe(200);
    const signedOut = await fetch(`${a.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: out.cookie },
    });
    expect(signedOut.status).toBe(204);
    expect((await me(out.token)).status).toBe(401);

    const broker = await signIn(a, 'sb@example.com');
    expect((await b.request('GET', '/api/leads', { token: broker.token })).status).toBe(200);
    await a.request('PATCH', `/api/admin/users/${broker.id}`, {
      token: admin.token,
      body: { role: 'resident' },
    });
    expect((await b.request('GET', '/api/leads', { token: broker.token })).status).not.toBe(200);

    const reset = await signIn(a, 'landlord@example.com');
    const socket = openTestSocket(socketUrl(b.url, { accountId: reset.id }), reset.token);
    expect(await socket.settled()).toBe(true);
    expect((await me(reset.token)).status).toBe(200);
    await resetPassword(a, 'landlord@example.com');
    expect((await me(reset.token)).status).toBe(401);
    // The socket B held for the account closes too: nothing sent after the reset reaches it.
    expect((await socket.closed).code).toBe(4001);
  });

  it('delivers on B exactly once a notification made on A, also after B lost its LISTEN connection', async () => {
    const admin = await signIn(a, 'admin@example.com');
    const resident = await signIn(b, 'resident@example.com');
    const socket = openTestSocket(socketUrl(b.url, { accountId: resident.id }), resident.token);
    expect(await socket.settled()).toBe(true);

    await notifyResidents(admin.token, 'Before the drop');
    await expectOnce(socket, 'Before the drop');

    // Every instance's notification connection is ended; each reconnects once, with back-off.
    await sql.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'blu-listen' and datname = current_database()",
    );
    await untilListening(2);
    await notifyResidents(admin.token, 'After the drop');
    await expectOnce(socket, 'After the drop');
    socket.close();
  });

  it('holds the sign-in limit of one account across both instances under parallel attempts', async () => {
    const attempts = 4 * SIGN_IN_LIMITS.perAccount;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: JSON.stringify({ email: 'mt@example.com', password: `Wrong-password-${i}` }),
        }).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - SIGN_IN_LIMITS.perAccount);
  });
});

async function notifyResidents(adminToken: string, title: string) {
  const posted = await a.request('POST', '/api/notifications', {
    token: adminToken,
    body: { title, body: 'Sent through A', role: 'resident' },
  });
  expect(posted.status).toBe(201);
}

/** The title arrives once, and no second copy follows within a second. */
async function expectOnce(socket: TestSocket, title: string) {
  expect(await socket.next(10_000)).toMatchObject({ title });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(socket.pending.filter((message: { title?: string }) => message.title === title)).toEqual(
    [],
  );
}

/** Waits until `count` notification connections are open on the database again. */
async function untilListening(count: number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { n } = await one<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = 'blu-listen' and datname = current_database()",
    );
    if (n === count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the instances did not listen again within 30 s`);
}

async function resetPassword(on: Instance, email: string) {
  const asked = await on.request('POST', '/api/auth/forgot-password', { body: { email } });
  expect(asked.status).toBe(202);
  const mail = await one<{ text: string }>(
    'select text from outbox_emails where "to" = $1 order by created_at desc limit 1',
    [email],
  );
  const token = /token=([\w-]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const reset = await on.request('POST', '/api/auth/reset-password', {
    body: { token, password: 'A-new-harbour-password-7' },
  });
  expect(reset.status).toBe(200);
}
