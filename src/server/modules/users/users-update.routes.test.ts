import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createActiveUser } from '../../../../tests/support/users';
import type { BusMessage } from '../../lib/bus';

// Records what the app publishes, on either bus, to see the block reach the live sockets.
const published = vi.hoisted(() => [] as BusMessage[]);
vi.mock('../../lib/bus', async (importOriginal) => {
  const bus = await importOriginal<typeof import('../../lib/bus')>();
  const spy = (inner: import('../../lib/bus').Bus) => ({
    ...inner,
    publish: async (message: BusMessage) => {
      published.push(message);
      await inner.publish(message);
    },
  });
  return {
    ...bus,
    createMemoryBus: () => spy(bus.createMemoryBus()),
    createPostgresBus: async (...args: Parameters<typeof bus.createPostgresBus>) =>
      spy(await bus.createPostgresBus(...args)),
  };
});

let server: TestServer;
let admin: string;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  adminId = (await server.request('GET', '/api/auth/me', { token: admin })).body.user.id;
});
afterAll(async () => server?.close());

const patch = (id: string, body: unknown, token = admin) =>
  server.request('PATCH', `/api/admin/users/${id}`, { token, body });
async function auditFor(email: string) {
  const res = await server.request('GET', '/api/admin/audit?pageSize=100', { token: admin });
  return res.body.items.filter((e: { target: string }) => e.target === `user:${email}`);
}

describe('PATCH /api/admin/users/:id', () => {
  it('renames, answers 200 {user} and audits before and after', async () => {
    const user = await createActiveUser(server, admin, { role: 'resident' });
    const res = await patch(user.id, { name: 'New Name' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, name: 'New Name', role: 'resident' });
    const [entry] = await auditFor(user.email);
    expect(entry).toMatchObject({
      action: 'user.update',
      actorEmail: 'admin@example.com',
      realRole: 'admin',
      impersonatedRole: null,
      before: { name: 'Test resident' },
      after: { name: 'New Name' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|passwordHash/);
    // The rename did not end the session.
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      200,
    );
  });

  it('changes the role, audits it, and ends the tokens that carry the old role', async () => {
    const user = await createActiveUser(server, admin, { role: 'user' });
    const res = await patch(user.id, { role: 'mt' });
    expect(res.body.user.role).toBe('mt');
    const [entry] = await auditFor(user.email);
    expect(entry).toMatchObject({
      action: 'user.role-change',
      before: { role: 'user' },
      after: { role: 'mt' },
    });
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      401,
    );
  });

  it('blocks: refuses the user at once, revokes refresh tokens and ends live sessions', async () => {
    const user = await createActiveUser(server, admin, { role: 'landlord' });
    const res = await patch(user.id, { blocked: true });
    expect(res.status).toBe(200);
    expect(res.body.user.blocked).toBe(true);
    expect(published).toContainEqual({ type: 'session-ended', userId: user.id });

    const me = await server.request('GET', '/api/auth/me', { token: user.accessToken });
    expect(me.status).toBe(403);
    expect(me.body.error).toBe('blocked');
    const refreshed = await server.request('POST', '/api/auth/refresh', {
      headers: { cookie: user.cookie },
    });
    expect(refreshed.status).toBe(401);
    const [entry] = await auditFor(user.email);
    expect(entry).toMatchObject({
      action: 'user.block',
      before: { blocked: false },
      after: { blocked: true },
    });

    // Unblocking lets them sign in again, and is audited too.
    const unblock = await patch(user.id, { blocked: false });
    expect(unblock.body.user.blocked).toBe(false);
    const [latest] = await auditFor(user.email);
    expect(latest).toMatchObject({ action: 'user.unblock', after: { blocked: false } });
    const signIn = await server.request('POST', '/api/auth/sign-in', {
      body: { email: user.email, password: 'Fresh-password-42' },
    });
    expect(signIn.status).toBe(200);
  });

  it('writes nothing when nothing changes', async () => {
    const user = await createActiveUser(server, admin, { role: 'sb' });
    const before = (await auditFor(user.email)).length;
    const res = await patch(user.id, { role: 'sb', blocked: false });
    expect(res.status).toBe(200);
    expect(await auditFor(user.email)).toHaveLength(before);
  });

  it('refuses an admin blocking themselves or removing their own admin role', async () => {
    const block = await patch(adminId, { blocked: true });
    expect(block.status).toBe(400);
    expect(block.body.fields).toEqual({ blocked: 'You cannot block your own account.' });
    const demote = await patch(adminId, { role: 'landlord' });
    expect(demote.status).toBe(400);
    expect(demote.body.fields).toEqual({ role: 'You cannot remove your own admin role.' });
    // Keeping the role while renaming is fine.
    expect((await patch(adminId, { role: 'admin', name: 'Alicia Reyes' })).status).toBe(200);
  });

  it('lets an admin block another admin', async () => {
    const other = await createActiveUser(server, admin, { role: 'admin' });
    expect((await patch(other.id, { blocked: true })).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await patch('00000000-0000-4000-8000-000000000000', { name: 'Nobody' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('not_found');
    const malformed = await patch('not-a-uuid', { name: 'Nobody' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('id');
  });

  it.each([
    [{}, 'body'],
    [{ role: 'owner' }, 'role'],
    [{ blocked: 'yes' }, 'blocked'],
    [{ name: '' }, 'name'],
  ])('answers 400 with the field for %j', async (body, field) => {
    const res = await patch(adminId, body);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers {user}, 404 for an unknown id', async () => {
    const res = await server.request('GET', `/api/admin/users/${adminId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: adminId, email: 'admin@example.com' });
    const missing = await server.request(
      'GET',
      '/api/admin/users/00000000-0000-4000-8000-000000000000',
      { token: admin },
    );
    expect(missing.status).toBe(404);
  });
});
