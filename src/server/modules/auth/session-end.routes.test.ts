import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import {
  createActiveUser,
  latestLinkToken,
  NEW_PASSWORD,
  refreshCookieOf,
} from '../../../../tests/support/users';
import { openTestSocket, socketUrl, type TestSocket } from '../../../../tests/support/ws-client';
import { SOCKET_CLOSE_UNAUTHENTICATED } from '../../../shared/schemas/notifications';
import { users } from '../../db/tables';
import { loadSigningKey } from './keys';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const open: TestSocket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

/** One device's session: its access token and refresh cookie. */
async function signInDevice(email: string) {
  const res = await server.request('POST', '/api/auth/sign-in', {
    body: { email, password: 'Demo-password-1' },
  });
  expect(res.status).toBe(200);
  return { token: res.body.accessToken as string, cookie: refreshCookieOf(res) };
}

const me = (token: string) => server.request('GET', '/api/auth/me', { token });
const signOut = (cookie: string) =>
  server.request('POST', '/api/auth/sign-out', { headers: { cookie } });

async function openSocket(token: string): Promise<TestSocket> {
  const socket = openTestSocket(socketUrl(server.url, {}), token);
  open.push(socket);
  expect(await socket.settled()).toBe(true);
  return socket;
}

describe('POST /api/auth/sign-out ends that session at once', () => {
  it('refuses its access token at the next request; another device stays signed in', async () => {
    const phone = await signInDevice('landlord@example.com');
    const laptop = await signInDevice('landlord@example.com');
    expect((await me(phone.token)).status).toBe(200);

    expect((await signOut(phone.cookie)).status).toBe(204);

    const refused = await me(phone.token);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('unauthenticated');
    expect((await me(laptop.token)).status).toBe(200);
    const refreshed = await server.request('POST', '/api/auth/refresh', {
      headers: { cookie: laptop.cookie },
    });
    expect(refreshed.status).toBe(200);
  });

  it('answers 204 again for a session that already ended, and ends no other session', async () => {
    const phone = await signInDevice('mt@example.com');
    const laptop = await signInDevice('mt@example.com');
    expect((await signOut(phone.cookie)).status).toBe(204);
    // Nothing is left to revoke (revokeSession says so), so the answer waits for no notice.
    expect((await signOut(phone.cookie)).status).toBe(204);
    expect((await me(phone.token)).status).toBe(401);
    expect((await me(laptop.token)).status).toBe(200);
  });

  it('closes its live socket (4001) and leaves the other session’s socket open', async () => {
    const phone = await signInDevice('resident@example.com');
    const laptop = await signInDevice('resident@example.com');
    const phoneSocket = await openSocket(phone.token);
    const laptopSocket = await openSocket(laptop.token);

    await signOut(phone.cookie);

    const closed = await Promise.race([
      phoneSocket.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
    ]);
    expect(closed?.code).toBe(SOCKET_CLOSE_UNAUTHENTICATED);
    expect(await laptopSocket.settled(300)).toBe(true);
  });

  it('refuses a socket opened with the session’s token once it signed out', async () => {
    const device = await signInDevice('sb@example.com');
    await signOut(device.cookie);
    const socket = openTestSocket(socketUrl(server.url, {}), device.token);
    open.push(socket);
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE_UNAUTHENTICATED,
      reason: 'session ended',
    });
  });
});

describe('a password reset ends every session at once', () => {
  it('closes the account’s live sockets (4001), opened before the reset', async () => {
    const admin = await signInDevice('admin@example.com');
    const account = await createActiveUser(server, admin.token, { role: 'resident' });
    const socket = await openSocket(account.accessToken);
    await server.request('POST', '/api/auth/forgot-password', {
      body: { email: account.email },
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    const token = await latestLinkToken(server, account.email);
    const reset = await server.request('POST', '/api/auth/reset-password', {
      body: { token, password: `${NEW_PASSWORD}-again` },
    });
    expect(reset.status).toBe(200);

    const closed = await Promise.race([
      socket.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 3000)),
    ]);
    expect(closed?.code).toBe(SOCKET_CLOSE_UNAUTHENTICATED);
    expect((await me(account.accessToken)).status).toBe(401);
  });
});

describe('access token lifetime', () => {
  it('refuses a token older than 15 minutes whatever its exp says', async () => {
    const { token } = await signInDevice('mt@example.com');
    const claims = decodeJwt(token);
    // The account predates the token by far, so only the token's own age can refuse it.
    await server.database.db
      .update(users)
      .set({ tokensValidAfter: new Date(Date.now() - 3600_000) })
      .where(eq(users.email, 'mt@example.com'));
    const key = await loadSigningKey(server.database.db);
    const now = Date.now();
    // Signed with the real key, so only the age can refuse it: issued 16 minutes ago, exp in an hour.
    const old = await new SignJWT({ ...claims, iat_ms: now - 16 * 60_000 })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuedAt(Math.floor((now - 16 * 60_000) / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(key.privateKey);
    expect((await me(old)).status).toBe(401);
    // The same token, fresh, passes: the age is what refused it.
    const fresh = await new SignJWT({ ...claims, iat_ms: now })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(key.privateKey);
    expect((await me(fresh)).status).toBe(200);
  });
});

describe('auth answers are never cached', () => {
  it('sends Cache-Control: no-store on every /api/auth answer, errors included', async () => {
    const signIn = await server.request('POST', '/api/auth/sign-in', {
      body: { email: 'user@example.com', password: 'Demo-password-1' },
    });
    const answers = [
      signIn,
      await server.request('POST', '/api/auth/sign-in', { body: {} }),
      await server.request('POST', '/api/auth/refresh', {
        headers: { cookie: refreshCookieOf(signIn) },
      }),
      await server.request('POST', '/api/auth/refresh'),
      await me(signIn.body.accessToken),
      await me('not-a-token'),
      await server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'user@example.com' },
      }),
      await server.request('POST', '/api/auth/reset-password', {
        body: { token: 'x'.repeat(43), password: 'Harbor-lights-7' },
      }),
      await server.request('POST', '/api/auth/sign-out'),
    ];
    for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
