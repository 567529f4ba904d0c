import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { SIGN_IN_LIMITS } from './sign-in-limiter';

/**
 * Per-address limits with the production defaults, or with small limits to reach them quickly.
 * (Other suites run with the limits raised: see TEST_SERVER_ENV.)
 */
let server: TestServer | undefined;
/** Each test starts its own server (seeding takes a while on a busy machine) and signs in often. */
const SLOW = 180_000;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const signIn = (s: TestServer, email: string, password: string, ip?: string) =>
  s.request('POST', '/api/auth/sign-in', {
    body: { email, password },
    headers: ip ? { 'x-forwarded-for': ip } : {},
  });

describe('client address with the default TRUST_PROXY (no proxy trusted)', () => {
  it(
    'limits 22 failed sign-ins whose X-Forwarded-For rotates',
    async () => {
      // The request limits raised, so only the failed-sign-in count (by address) can answer 429.
      server = await startTestServer({ TRUST_PROXY: '' });
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_LIMITS.perAddress + 2; i++) {
        const res = await signIn(
          server,
          `guess-${i}@example.com`,
          'Wrong-password-1',
          `203.0.113.${i}`,
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, SIGN_IN_LIMITS.perAddress).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(SIGN_IN_LIMITS.perAddress)).toEqual([429, 429]);
    },
    SLOW,
  );
});

describe('request limits per address (in memory)', () => {
  it(
    'refuses the API past RATE_LIMIT_MAX a minute with rate_limited and Retry-After',
    async () => {
      server = await startTestServer({ RATE_LIMIT_MAX: '5' });
      for (let i = 0; i < 5; i++) {
        expect((await server.request('GET', '/api/site-settings')).status).toBe(200);
      }
      const res = await server.request('GET', '/api/site-settings');
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        error: 'rate_limited',
        message: 'Too many requests. Try again in 1 minute.',
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Only the API counts: pages and health checks are not API calls.
      expect((await server.request('GET', '/healthz')).status).toBe(200);
      // Another client address has its own allowance.
      const other = await server.request('GET', '/api/site-settings', {
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(other.status).toBe(200);
    },
    SLOW,
  );

  it(
    'limits sign-in, forgot and reset password and the lead forms to RATE_LIMIT_FORM_MAX each',
    async () => {
      server = await startTestServer({ RATE_LIMIT_FORM_MAX: '2' });
      const s = server;
      const calls: [string, () => Promise<{ status: number; body: any; headers: Headers }>][] = [
        ['sign-in', () => signIn(s, 'user@example.com', 'Demo-password-1', '198.51.100.1')],
        [
          'forgot-password',
          () =>
            s.request('POST', '/api/auth/forgot-password', {
              body: { email: 'nobody@example.com' },
              headers: { 'x-forwarded-for': '198.51.100.2' },
            }),
        ],
        [
          'reset-password',
          () =>
            s.request('POST', '/api/auth/reset-password', {
              body: { token: 'x'.repeat(43), password: 'Harbor-lights-7' },
              headers: { 'x-forwarded-for': '198.51.100.3' },
            }),
        ],
        [
          'lead form',
          () =>
            s.request('POST', '/api/leads/concierge', {
              body: {},
              headers: { 'x-forwarded-for': '198.51.100.4' },
            }),
        ],
      ];
      for (const [name, call] of calls) {
        const first = [(await call()).status, (await call()).status];
        expect(first, name).not.toContain(429);
        const limited = await call();
        expect(limited.status, name).toBe(429);
        expect(limited.body.error, name).toBe('rate_limited');
        expect(Number(limited.headers.get('retry-after')), name).toBeGreaterThan(0);
      }
      // A successful sign-in from elsewhere is unaffected, and so is the rest of the API.
      expect((await signIn(s, 'user@example.com', 'Demo-password-1', '198.51.100.9')).status).toBe(
        200,
      );
      const api = await s.request('GET', '/api/site-settings', {
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(api.status).toBe(200);
    },
    SLOW,
  );
});
