import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { PORTAL_ROLES } from '../../../shared/constants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('GET /api/roles-for-super-admin', () => {
  it.each(['admin@example.com', 'resident@example.com', 'user@example.com'])(
    'answers the five portal roles as [{name}] to %s',
    async (email) => {
      const res = await server.request('GET', '/api/roles-for-super-admin', {
        token: await server.signIn(email),
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([...PORTAL_ROLES].sort().map((name) => ({ name })));
    },
  );

  it('answers 401 without a token', async () => {
    const res = await server.request('GET', '/api/roles-for-super-admin');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('unauthenticated');
  });

  it('answers 401 with a garbage token', async () => {
    const res = await server.request('GET', '/api/roles-for-super-admin', { token: 'garbage' });
    expect(res.status).toBe(401);
  });

  it('answers 401 with a token signed by another key', async () => {
    const other = await startTestServer({}, { seed: true });
    try {
      const foreign = await other.signIn('admin@example.com');
      const res = await server.request('GET', '/api/roles-for-super-admin', { token: foreign });
      expect(res.status).toBe(401);
    } finally {
      await other.close();
    }
  });
});
