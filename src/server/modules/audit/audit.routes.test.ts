import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { DEMO_NON_ADMINS, uniqueEmail } from '../../../../tests/support/users';
import { recordAudit } from './audit.service';

const server = useTestServer();
let admin: string;
beforeAll(async () => {
  admin = await server.signIn('admin@example.com');
});

const audit = (query = '', token = admin, headers: Record<string, string> = {}) =>
  server.request('GET', `/api/admin/audit${query}`, { token, headers });

describe('GET /api/admin/audit', () => {
  it('answers entries newest first with the documented fields', async () => {
    for (const n of [1, 2, 3]) {
      await server.request('POST', '/api/admin/users', {
        token: admin,
        body: { email: uniqueEmail(`audit${n}`), name: `Audit ${n}`, role: 'user' },
      });
    }
    const res = await audit();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const [newest] = res.body.items;
    expect(Object.keys(newest).sort()).toEqual(
      [
        'action',
        'actorEmail',
        'after',
        'at',
        'before',
        'id',
        'impersonatedRole',
        'realRole',
        'target',
        'viewedUserEmail',
      ].sort(),
    );
    expect(newest).toMatchObject({
      action: 'user.create',
      actorEmail: 'admin@example.com',
      realRole: 'admin',
      impersonatedRole: null,
      viewedUserEmail: null,
      before: null,
      after: { name: 'Audit 3', role: 'user', blocked: false },
    });
    const times = res.body.items.map((e: { at: string }) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages', async () => {
    const first = await audit('?page=1&pageSize=2');
    const second = await audit('?page=2&pageSize=2');
    expect(first.body.items).toHaveLength(2);
    expect(second.body.page).toBe(2);
    expect(second.body.items[0].id).not.toBe(first.body.items[1].id);
    expect((await audit('?pageSize=0')).status).toBe(400);
  });

  it('never stores secrets, whatever a caller passes', async () => {
    await recordAudit(server.database.db, null, {
      action: 'test.secrets',
      before: { passwordHash: '$argon2id$x', nested: { refreshToken: 't', kept: 1 } },
    });
    const [entry] = (await audit()).body.items;
    expect(entry).toMatchObject({ action: 'test.secrets', actorEmail: null });
    expect(entry.before).toEqual({ nested: { kept: 1 } });
  });

  it.each(DEMO_NON_ADMINS)('answers 403 to %s', async (email) => {
    const res = await audit('', await server.signIn(email));
    expect(res.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/admin/audit')).status).toBe(401);
  });
});

describe('X-Impersonate-Role', () => {
  it('answers 403 to a non-admin sending it', async () => {
    const token = await server.signIn('landlord@example.com');
    const res = await server.request('GET', '/api/auth/me', {
      token,
      headers: { 'X-Impersonate-Role': 'resident' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });

  it('answers 400 for a role that is not a portal role', async () => {
    const res = await audit('', admin, { 'X-Impersonate-Role': 'superuser' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('X-Impersonate-Role');
  });

  it('gives an admin viewing as resident the resident’s permissions', async () => {
    const headers = { 'X-Impersonate-Role': 'resident' };
    expect((await audit('', admin, headers)).status).toBe(403);
    const users = await server.request('GET', '/api/admin/users', { token: admin, headers });
    expect(users.status).toBe(403);
    const me = await server.request('GET', '/api/auth/me', { token: admin, headers });
    expect(me.body.user).toMatchObject({ role: 'admin', impersonatedRole: 'resident' });
  });

  it('writes an impersonated write to the audit log with impersonatedRole set', async () => {
    const res = await server.request('PATCH', '/api/auth/me', {
      token: admin,
      headers: { 'X-Impersonate-Role': 'resident' },
      body: { phone: '+1 (305) 555-0102' },
    });
    expect(res.status).toBe(200);
    const items = (await audit()).body.items as Array<Record<string, unknown>>;
    const profile = items.find((e) => e.action === 'user.profile-update');
    expect(profile).toMatchObject({
      actorEmail: 'admin@example.com',
      realRole: 'admin',
      impersonatedRole: 'resident',
      after: { phone: '+1 (305) 555-0102' },
    });
    // The plugin also records the request itself, for writes no module audits on its own.
    await expect
      .poll(async () => {
        const fresh = (await audit()).body.items as Array<Record<string, unknown>>;
        return fresh.find((e) => e.action === 'impersonated PATCH /api/auth/me');
      })
      .toMatchObject({ impersonatedRole: 'resident', realRole: 'admin', target: '/api/auth/me' });
  });

  it('does not audit a contract preview requested while viewing as another role', async () => {
    const before = (await audit()).body.total as number;
    const res = await server.request('POST', '/api/contracts/preview', {
      token: admin,
      headers: { 'X-Impersonate-Role': 'sb' },
      body: { body: '## Hi {{owner.name}}\n\n{{signature:1}}\n', sample: true },
    });
    expect(res.status).toBe(200);
    // An audited write lands after the response; give it the same chance before asserting none did.
    await new Promise((r) => setTimeout(r, 300));
    const items = (await audit()).body.items as Array<Record<string, unknown>>;
    expect(items.find((e) => String(e.action).includes('/api/contracts/preview'))).toBeUndefined();
    expect((await audit()).body.total).toBe(before);
  });
});
