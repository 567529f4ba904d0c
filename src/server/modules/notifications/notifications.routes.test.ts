import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { auditLog, users } from '../../db/tables';

let server: TestServer;
let admin: string;
let resident: string;
let landlord: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  [admin, resident, landlord] = await Promise.all([
    server.signIn('admin@example.com'),
    server.signIn('resident@example.com'),
    server.signIn('landlord@example.com'),
  ]);
  for (const u of await server.database.db.select().from(users)) ids.set(u.email, u.id);
});
afterAll(async () => server?.close());

const send = (body: unknown, token = admin) =>
  server.request('POST', '/api/notifications', { token, body });
const list = (token: string, query = '') =>
  server.request('GET', `/api/notifications${query}`, { token });

describe('POST /api/notifications', () => {
  it('stores a notification for a user, audits it and answers 201', async () => {
    const res = await send({
      title: 'Your lease renewal is ready',
      body: 'Review and sign before Friday.',
      link: '/portal/leases',
      userId: ids.get('resident@example.com'),
    });
    expect(res.status).toBe(201);
    expect(res.body.notification).toMatchObject({
      title: 'Your lease renewal is ready',
      link: '/portal/leases',
      read: false,
      target: { userId: ids.get('resident@example.com') },
    });
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `notification:${res.body.notification.id}`));
    expect(audit).toHaveLength(1);
  });

  it('resolves a recipient given by e-mail', async () => {
    const res = await send({ title: 'Hi', body: 'By e-mail', email: 'LANDLORD@example.com' });
    expect(res.status).toBe(201);
    expect(res.body.notification.target).toEqual({ userId: ids.get('landlord@example.com') });
  });

  it('answers 401 without a token and 403 for a non-admin', async () => {
    expect((await server.request('POST', '/api/notifications', { body: {} })).status).toBe(401);
    const res = await send({ title: 'x', body: 'y', all: true }, resident);
    expect(res.status).toBe(403);
  });

  it('answers 400 naming the field', async () => {
    const none = await send({ title: 'x', body: 'y' });
    expect(none.status).toBe(400);
    expect(none.body.fields).toHaveProperty('all');
    const two = await send({ title: 'x', body: 'y', all: true, role: 'resident' });
    expect(two.status).toBe(400);
    expect(two.body.fields).toHaveProperty('role');
    const noTitle = await send({ title: ' ', body: 'y', all: true });
    expect(noTitle.body.fields).toEqual({ title: 'Enter a title' });
    const badRole = await send({ title: 'x', body: 'y', role: 'pirate' });
    expect(badRole.body.fields).toHaveProperty('role');
    const badLink = await send({ title: 'x', body: 'y', all: true, link: 'javascript:alert(1)' });
    expect(badLink.body.fields).toHaveProperty('link');
    const unknown = await send({ title: 'x', body: 'y', email: 'nobody@example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ email: 'No account uses this e-mail address' });
    const ghost = await send({ title: 'x', body: 'y', userId: crypto.randomUUID() });
    expect(ghost.body.fields).toHaveProperty('userId');
  });
});

describe('GET /api/notifications', () => {
  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/notifications')).status).toBe(401);
  });

  it('lists what targets me, my role or everyone, newest first, with an unread count', async () => {
    const toRole = await send({ title: 'Residents only', body: 'Pool closed', role: 'resident' });
    const toAll = await send({ title: 'Everyone', body: 'Office closed Monday', all: true });
    const res = await list(resident);
    expect(res.status).toBe(200);
    const titles = res.body.items.map((n: { title: string }) => n.title);
    expect(titles.slice(0, 2)).toEqual(['Everyone', 'Residents only']);
    expect(titles).toContain('Your lease renewal is ready');
    expect(res.body.unreadCount).toBe(res.body.items.length);

    const landlordTitles = (await list(landlord)).body.items.map((n: { id: string }) => n.id);
    expect(landlordTitles).toContain(toAll.body.notification.id);
    expect(landlordTitles).not.toContain(toRole.body.notification.id);
  });

  it('leaves out what was sent before the account existed', async () => {
    const old = await send({ title: 'Before you joined', body: 'x', role: 'sb' });
    await server.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() + 1000) })
      .where(eq(users.email, 'sb@example.com'));
    const sb = await server.signIn('sb@example.com');
    const ids = (await list(sb)).body.items.map((n: { id: string }) => n.id);
    expect(ids).not.toContain(old.body.notification.id);
  });

  it('pages with the before cursor', async () => {
    const mt = await server.signIn('mt@example.com');
    for (let i = 1; i <= 3; i++) {
      await send({ title: `Job ${i}`, body: 'x', userId: ids.get('mt@example.com') });
      await new Promise((r) => setTimeout(r, 5));
    }
    const first = await list(mt, '?limit=2');
    expect(first.body.items.map((n: { title: string }) => n.title)).toEqual(['Job 3', 'Job 2']);
    expect(first.body.nextCursor).toBe(first.body.items[1].createdAt);
    const second = await list(mt, `?limit=2&before=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.items[0].title).toBe('Job 1');
    expect((await list(mt, '?before=yesterday')).status).toBe(400);
  });
});

describe('dismiss and read-all', () => {
  it('dismisses one of mine (204) and it stays gone; 404 for one that is not mine', async () => {
    const mine = await send({
      title: 'Dismiss me',
      body: 'x',
      userId: ids.get('resident@example.com'),
    });
    const other = await send({ title: 'Not yours', body: 'x', role: 'landlord' });
    const id = mine.body.notification.id;
    const before = (await list(resident)).body.unreadCount;
    const res = await server.request('POST', `/api/notifications/${id}/dismiss`, {
      token: resident,
    });
    expect(res.status).toBe(204);
    const after = await list(resident);
    expect(after.body.items.map((n: { id: string }) => n.id)).not.toContain(id);
    expect(after.body.unreadCount).toBe(before - 1);
    // Dismissing again is harmless.
    expect(
      (await server.request('POST', `/api/notifications/${id}/dismiss`, { token: resident }))
        .status,
    ).toBe(204);

    const foreign = other.body.notification.id;
    expect(
      (await server.request('POST', `/api/notifications/${foreign}/dismiss`, { token: resident }))
        .status,
    ).toBe(404);
    const missing = crypto.randomUUID();
    expect(
      (await server.request('POST', `/api/notifications/${missing}/dismiss`, { token: resident }))
        .status,
    ).toBe(404);
    expect((await server.request('POST', `/api/notifications/${id}/dismiss`)).status).toBe(401);
    // A landlord's dismissal is theirs alone.
    await server.request('POST', `/api/notifications/${foreign}/dismiss`, { token: landlord });
    const adminView = await list(admin);
    expect(adminView.status).toBe(200);
  });

  it('marks everything read for me only', async () => {
    const res = await server.request('POST', '/api/notifications/read-all', { token: resident });
    expect(res.status).toBe(204);
    const after = await list(resident);
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.items.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(landlord)).body.unreadCount).toBeGreaterThan(0);
    await send({ title: 'Fresh', body: 'x', role: 'resident' });
    expect((await list(resident)).body.unreadCount).toBe(1);
    expect((await server.request('POST', '/api/notifications/read-all')).status).toBe(401);
  });
});
