import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { SIGN_IN_LIMITS } from './sign-in-limiter';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const PASSWORD = 'Demo-password-1';
/** Each limiter test signs in from its own client address (the server trusts X-Forwarded-For). */
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const signIn = (email: string, password: string, ip = '198.51.100.1') =>
  server.request('POST', '/api/auth/sign-in', { body: { email, password }, headers: from(ip) });

describe('POST /api/auth/sign-in', () => {
  it('answers a token and the user for the right password', async () => {
    const res = await signIn('admin@example.com', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    expect(Object.keys(res.body.user).sort()).toEqual([
      'email',
      'id',
      'isBlogEditor',
      'name',
      'role',
    ]);
    expect(res.body.accessToken.split('.')).toHaveLength(3);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/blu_refresh=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await signIn('  Resident@Example.COM ', PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('resident@example.com');
  });

  it('answers 401 for a wrong password and the identical body for an unknown e-mail', async () => {
    const wrong = await signIn('landlord@example.com', 'Not-the-password-1', '198.51.100.2');
    const unknown = await signIn('nobody@example.com', 'Not-the-password-1', '198.51.100.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      error: 'invalid_credentials',
      message: 'The e-mail or password is not correct.',
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.get('set-cookie')).toBeNull();
  });

  it('answers 403 {error:"blocked"} for a blocked account with the right password', async () => {
    const res = await signIn('blocked@example.com', PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('blocked');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('does not reveal that an account is blocked to a wrong password', async () => {
    const res = await signIn('blocked@example.com', 'Not-the-password-1', '198.51.100.3');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_credentials');
  });

  it.each([
    [{ password: PASSWORD }, 'email', 'Enter your e-mail address'],
    [{ email: '', password: PASSWORD }, 'email', 'Enter your e-mail address'],
    [{ email: 'not-an-email', password: PASSWORD }, 'email', 'Enter a valid e-mail address'],
    [{ email: 'admin@example.com' }, 'password', 'Enter your password'],
    [{ email: 'admin@example.com', password: '' }, 'password', 'Enter your password'],
  ])('answers 400 with the field for %j', async (body, field, reason) => {
    const res = await server.request('POST', '/api/auth/sign-in', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
    expect(res.body.fields[field]).toBe(reason);
  });

  it('answers 400 when there is no body at all', async () => {
    const res = await server.request('POST', '/api/auth/sign-in', { body: null });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('validation');
  });
});

describe('sign-in limits', () => {
  it('answers 429 with Retry-After after repeated failures for one account', async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      expect((await signIn('mt@example.com', `Wrong-password-${i}`, '198.51.100.10')).status).toBe(
        401,
      );
    }
    // Even the right password, even from another address, waits for the window to end.
    const res = await signIn('mt@example.com', PASSWORD, '198.51.100.11');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('rate_limited');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowSeconds);
    // Other accounts are not affected.
    expect((await signIn('sb@example.com', PASSWORD, '198.51.100.11')).status).toBe(200);
  });

  it('answers 429 with Retry-After after repeated failures from one address', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      expect((await signIn(`guess-${i}@example.com`, 'Wrong-password-1', ip)).status).toBe(401);
    }
    const res = await signIn('admin@example.com', PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same account from another address still signs in.
    expect((await signIn('admin@example.com', PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('never counts successful sign-ins: many in a row all answer 200', async () => {
    const ip = '198.51.100.30';
    const limit = Math.max(SIGN_IN_LIMITS.perAccount, SIGN_IN_LIMITS.perAddress) + 2;
    for (let i = 0; i < limit; i++) {
      expect((await signIn('user@example.com', PASSWORD, ip)).status).toBe(200);
    }
  });

  it('clears an account’s failure count when the right password is given', async () => {
    const ip = '198.51.100.40';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) {
        expect((await signIn('resident@example.com', 'Wrong-password-1', ip)).status).toBe(401);
      }
      expect((await signIn('resident@example.com', PASSWORD, ip)).status).toBe(200);
    }
  });
});

describe('sign-in limits under concurrency', () => {
  it('checks at most the limit of passwords when many attempts arrive at once', async () => {
    const attempts = 4 * SIGN_IN_LIMITS.perAccount;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        signIn('landlord2@example.com', `Wrong-password-${i}`, `198.51.100.${100 + i}`),
      ).map((r) => r.then((res) => res.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(attempts - SIGN_IN_LIMITS.perAccount);
  });

  it('lets many correct sign-ins of one account at once all in (tabs, devices, scripts)', async () => {
    const attempts = 3 * SIGN_IN_LIMITS.perAccount;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, () =>
        signIn('admin@example.com', PASSWORD, '198.51.100.70').then((res) => res.status),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: attempts }, () => 200));
  });

  it('holds the per-address limit when many accounts are tried at once from one address', async () => {
    const ip = '198.51.100.60';
    const attempts = SIGN_IN_LIMITS.perAddress * 2;
    const statuses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        signIn(`parallel-${i}@example.com`, 'Wrong-password-1', ip).then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(SIGN_IN_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(SIGN_IN_LIMITS.perAddress);
  });
});

describe('client address behind an untrusted proxy', () => {
  it('ignores a forged X-Forwarded-For when TRUST_PROXY=false', async () => {
    const direct = await startTestServer({ TRUST_PROXY: 'false' });
    try {
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
        const res = await direct.request('POST', '/api/auth/sign-in', {
          body: { email: `forger-${i}@example.com`, password: 'Wrong-password-1' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        expect(res.status).toBe(401);
      }
      const res = await direct.request('POST', '/api/auth/sign-in', {
        body: { email: 'admin@example.com', password: PASSWORD },
        headers: { 'x-forwarded-for': '203.0.113.200' },
      });
      expect(res.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('GET /healthz', () => {
  it('answers 200 when the database answers', async () => {
    const res = await server.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });
});
