import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { createActiveUser, refreshCookieOf } from '../../../../tests/support/users';
import { refreshTokens } from '../../db/tables';
import { hashOpaqueToken } from './tokens';

const server = useTestServer();
let adminToken: string;
beforeAll(async () => {
  adminToken = await server.signIn('admin@example.com');
});

const refresh = (cookie?: string) =>
  server.request('POST', '/api/auth/refresh', { headers: cookie ? { cookie } : {} });

async function signInWithCookie(email: string) {
  const res = await server.request('POST', '/api/auth/sign-in', {
    body: { email, password: 'Demo-password-1' },
  });
  return { accessToken: res.body.accessToken as string, cookie: refreshCookieOf(res) };
}

describe('POST /api/auth/refresh', () => {
  it('rotates: answers a new token and cookie, and a reused cookie within the grace goes on', async () => {
    const { cookie } = await signInWithCookie('landlord@example.com');
    const first = await refresh(cookie);
    expect(first.status).toBe(200);
    expect(first.body.user.email).toBe('landlord@example.com');
    expect(first.body.accessToken.split('.')).toHaveLength(3);
    const next = refreshCookieOf(first);
    expect(next).not.toBe(cookie);

    // Within the grace period a reused cookie (two tabs raced, or the answer never reached this
    // browser) is answered with a new cookie of the same family; both successors stay good.
    const sibling = await refresh(cookie);
    expect(sibling.status).toBe(200);
    expect(refreshCookieOf(sibling)).not.toBe(next);
    expect((await refresh(next)).status).toBe(200);
  });

  it('revokes the whole family when a used cookie comes back after the grace period', async () => {
    const { cookie } = await signInWithCookie('sb@example.com');
    const rotated = refreshCookieOf(await refresh(cookie));
    const oldHash = hashOpaqueToken(cookie.slice('blu_refresh='.length));
    await server.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, oldHash));

    expect((await refresh(cookie)).status).toBe(401);
    // The thief's reuse ended the legitimate session too.
    expect((await refresh(rotated)).status).toBe(401);
  });

  it('answers 401 without a cookie and with an unknown one', async () => {
    expect((await refresh()).status).toBe(401);
    const res = await refresh('blu_refresh=not-a-real-token');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the refresh cookie and clears it', async () => {
    const { cookie } = await signInWithCookie('resident@example.com');
    const res = await server.request('POST', '/api/auth/sign-out', { headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/blu_refresh=;/);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('answers 204 when there is no session', async () => {
    expect((await server.request('POST', '/api/auth/sign-out')).status).toBe(204);
  });
});

describe('GET and PATCH /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const res = await server.request('GET', '/api/auth/me', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.user).toEqual({
      id: expect.any(String),
      email: 'admin@example.com',
      name: 'Alicia Reyes',
      role: 'admin',
      phone: '+1 (305) 555-0101',
      isBlogEditor: true,
      language: 'en',
      impersonatedRole: null,
    });
  });

  it('answers 401 without a token and with a garbage one', async () => {
    expect((await server.request('GET', '/api/auth/me')).status).toBe(401);
    const res = await server.request('GET', '/api/auth/me', { token: 'garbage.token.here' });
    expect(res.status).toBe(401);
  });

  it('lets a user change their own name and phone, and refuses bad values', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'user' });
    const ok = await server.request('PATCH', '/api/auth/me', {
      token: user.accessToken,
      body: { name: 'Renamed Person', phone: '+1 305 555 0199' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ name: 'Renamed Person', phone: '+1 305 555 0199' });
    const bad = await server.request('PATCH', '/api/auth/me', {
      token: user.accessToken,
      body: { name: '', phone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      name: 'Enter your full name',
      phone: 'Use digits, spaces and + ( ) - only',
    });
    expect((await server.request('PATCH', '/api/auth/me', { body: { name: 'X' } })).status).toBe(
      401,
    );
  });
});

describe('GET /.well-known/jwks.json', () => {
  it('publishes the key that verifies access tokens', async () => {
    const res = await server.request('GET', '/.well-known/jwks.json');
    expect(res.status).toBe(200);
    const jwks = createLocalJWKSet(res.body);
    const { payload, protectedHeader } = await jwtVerify(adminToken, jwks, {
      issuer: server.url,
      audience: 'blu',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({ role: 'admin', blocked: false, email: 'admin@example.com' });
    expect(res.body.keys[0]).not.toHaveProperty('d');
  });
});

describe('a session ended by an admin', () => {
  it('refuses the access token of a user blocked after it was issued', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'resident' });
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      200,
    );
    const block = await server.request('PATCH', `/api/admin/users/${user.id}`, {
      token: adminToken,
      body: { blocked: true },
    });
    expect(block.status).toBe(200);
    const res = await server.request('GET', '/api/auth/me', { token: user.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('blocked');
    expect((await refresh(user.cookie)).status).toBe(401);
  });

  it('makes a user whose role changed refresh, and the new token carries the new role', async () => {
    const user = await createActiveUser(server, adminToken, { role: 'user' });
    await server.request('PATCH', `/api/admin/users/${user.id}`, {
      token: adminToken,
      body: { role: 'landlord' },
    });
    expect((await server.request('GET', '/api/auth/me', { token: user.accessToken })).status).toBe(
      401,
    );
    const refreshed = await refresh(user.cookie);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.user.role).toBe('landlord');
    const me = await server.request('GET', '/api/auth/me', { token: refreshed.body.accessToken });
    expect(me.body.user.role).toBe('landlord');
  });
});
