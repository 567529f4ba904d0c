import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { createActiveUser, NEW_PASSWORD } from '../../../../tests/support/users';

const server = useTestServer();
let admin: string;
beforeAll(async () => {
  admin = await server.signIn('admin@example.com');
});

const setEditor = (id: string, isBlogEditor: unknown, token = admin) =>
  server.request('PATCH', `/api/admin/users/${id}/blog-editor`, {
    token,
    body: { isBlogEditor },
  });

async function auditFor(email: string) {
  const res = await server.request('GET', '/api/admin/audit?pageSize=100', { token: admin });
  return res.body.items.filter((e: { target: string }) => e.target === `user:${email}`);
}

describe('PATCH /api/admin/users/:id/blog-editor', () => {
  it('marks an account a blog editor, audits it, and the account sees it after signing in', async () => {
    const user = await createActiveUser(server, admin, { role: 'landlord' });
    const res = await setEditor(user.id, true);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: user.id, role: 'landlord', isBlogEditor: true });
    const [entry] = await auditFor(user.email);
    expect(entry).toMatchObject({
      action: 'user.blog-editor-grant',
      actorEmail: 'admin@example.com',
      before: { isBlogEditor: false },
      after: { isBlogEditor: true },
    });
    // Like a role change: the old token is refused, so the client refreshes into the new guard.
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      401,
    );
    const signIn = await server.request('POST', '/api/auth/sign-in', {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(signIn.body.user).toMatchObject({ role: 'landlord', isBlogEditor: true });
    const me = await server.request('GET', '/api/auth/me', { token: signIn.body.accessToken });
    expect(me.body.user.isBlogEditor).toBe(true);

    const list = await server.request(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(user.email)}`,
      { token: admin },
    );
    expect(list.body.items).toEqual([expect.objectContaining({ id: user.id, isBlogEditor: true })]);

    const off = await setEditor(user.id, false);
    expect(off.body.user.isBlogEditor).toBe(false);
    expect((await auditFor(user.email))[0]).toMatchObject({ action: 'user.blog-editor-revoke' });
  });

  it('changes nothing and audits nothing when the switch is already so', async () => {
    const user = await createActiveUser(server, admin, { role: 'resident' });
    const res = await setEditor(user.id, false);
    expect(res.status).toBe(200);
    const entries: Array<{ action: string }> = await auditFor(user.email);
    expect(entries.filter((e) => e.action.startsWith('user.blog-editor'))).toEqual([]);
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      200,
    );
  });

  it('is refused to everyone but user managers, and checks its input', async () => {
    const user = await createActiveUser(server, admin, { role: 'user' });
    const broker = await server.signIn('sb@example.com');
    expect((await setEditor(user.id, true, broker)).status).toBe(403);
    const bad = await setEditor(user.id, 'yes');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('isBlogEditor');
    expect((await setEditor('00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
  });

  it('the demo broker is a blog editor who is not an admin; the admin is one too', async () => {
    const broker = await server.request('POST', '/api/auth/sign-in', {
      body: { email: 'sb@example.com', password: 'Demo-password-1' },
    });
    expect(broker.body.user).toMatchObject({ role: 'sb', isBlogEditor: true });
    const landlord = await server.request('POST', '/api/auth/sign-in', {
      body: { email: 'landlord@example.com', password: 'Demo-password-1' },
    });
    expect(landlord.body.user).toMatchObject({ role: 'landlord', isBlogEditor: false });
  });

  it('an admin viewing as someone is no blog editor in /me', async () => {
    const me = await server.request('GET', '/api/auth/me', {
      token: admin,
      headers: { 'X-Impersonate-Role': 'landlord' },
    });
    expect(me.body.user).toMatchObject({ isBlogEditor: false, impersonatedRole: 'landlord' });
  });
});
