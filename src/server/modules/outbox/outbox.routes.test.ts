import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxEmails } from '../../db/tables';
import { useTestServer } from '../../../../tests/support/api';
import { DEMO_NON_ADMINS } from '../../../../tests/support/users';

const server = useTestServer();
let admin: string;
beforeAll(async () => {
  admin = await server.signIn('admin@example.com');
});

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
      attempts: 0,
      lastError: null,
      attachments: [],
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

  it.each(DEMO_NON_ADMINS)('answers 403 to %s', async (email) => {
    expect((await outbox('', await server.signIn(email))).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await server.request('GET', '/api/admin/outbox')).status).toBe(401);
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  async function failedEmail() {
    const [row] = await server.database.db
      .insert(outboxEmails)
      .values({
        to: 'owner@example.org',
        subject: 'Your statement',
        text: 'T',
        status: 'failed',
        attempts: 5,
        lastError: '550 mailbox unavailable',
      })
      .returning();
    return row!;
  }
  const retry = (id: string, token = admin) =>
    server.request('POST', `/api/admin/outbox/${id}/retry`, { token });

  it('lists a failed e-mail with its attempts and the last error', async () => {
    const failed = await failedEmail();
    const res = await outbox();
    expect(res.body.items.find((e: { id: string }) => e.id === failed.id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
    });
  });

  it('re-queues a failed e-mail with fresh attempts, and audits it', async () => {
    const failed = await failedEmail();
    const res = await retry(failed.id);
    expect(res.status).toBe(200);
    // No SMTP server in tests: back to the outbox, as any e-mail queued now would be.
    expect(res.body).toMatchObject({ id: failed.id, status: 'stored', attempts: 0 });
    const [row] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.id, failed.id));
    expect(row).toMatchObject({ status: 'stored', attempts: 0, claimedAt: null });
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `outbox:${failed.id}`));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'outbox.retry',
      actorEmail: 'admin@example.com',
      before: { status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' },
    });
  });

  it('answers 409 for an e-mail that has not failed and 404 for an unknown one', async () => {
    const failed = await failedEmail();
    expect((await retry(failed.id)).status).toBe(200);
    const again = await retry(failed.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a failed e-mail can be retried; this one is not.');
    expect((await retry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await retry('not-an-id')).status).toBe(404);
  });

  it('is for admins only', async () => {
    const failed = await failedEmail();
    expect((await retry(failed.id, await server.signIn('landlord@example.com'))).status).toBe(403);
    expect((await server.request('POST', `/api/admin/outbox/${failed.id}/retry`)).status).toBe(401);
  });
});
