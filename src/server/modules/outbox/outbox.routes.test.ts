import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
});
afterAll(async () => server?.close());

const outbox = (query = '', token = admin) =>
  server.request('GET', `/api/admin/outbox${query}`, { token });

describe('GET /api/admin/outbox', () => {
  it('answers the stored e-mails newest first', async () => {
    for (const email of ['resident@example.com', 'landlord@example.com']) {
      await server.request('POST', '/api/auth/forgot-password', { body: { email } });
    }
    const res = await outbox();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const [newest, previous] = res.body.items;
    expect(newest).toEqual({
      id: expect.any(String),
      to: 'landlord@example.com',
      subject: 'Reset your Blu password',
      text: expect.stringContaining('/forgot-password?token='),
      // No SMTP server in tests: the outbox is where the mail is read.
      status: 'stored',
      createdAt: expect.any(String),
    });
    expect(previous.to).toBe('resident@example.com');
  });

  it('pages and validates paging', async () => {
    const res = await outbox('?page=2&pageSize=1');
    expect(res.body.items).toHaveLength(1);
    expect(res.body.items[0].to).toBe('resident@example.com');
    expect((await outbox('?page=-1')).status).toBe(400);
  });

  it.each([
    'landlord@example.com',
    'resident@example.com',
    'sb@example.com',
    'mt@example.com',
    'user@example.com',
  ])('answers 403 to %s', async (email) => {
    expect((await outbox('', await server.signIn(email))).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/admin/outbox')).status).toBe(401);
  });
});
