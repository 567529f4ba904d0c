import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/api';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/tables';
import { createMailer, type MailTransport } from './mailer';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
});
afterAll(async () => opened?.dispose());

const statusOf = async (id: string) =>
  (await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

describe('mailer', () => {
  it('only stores e-mails when no SMTP server is configured', async () => {
    const mailer = createMailer(undefined, 'no-reply@blu.test');
    const id = await mailer.queue(database.db, { to: 'a@example.org', subject: 'S', text: 'T' });
    await mailer.flush(database.db);
    expect(await statusOf(id)).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('sends queued e-mails once each, even when two flushes race', async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        sent.push(mail.to);
      },
    };
    const a = createMailer('smtp://unused', 'no-reply@blu.test', transport);
    const b = createMailer('smtp://unused', 'no-reply@blu.test', transport);
    const ids = [];
    for (let i = 0; i < 25; i++) {
      ids.push(await a.queue(database.db, { to: `r${i}@example.org`, subject: 'S', text: 'T' }));
    }
    await Promise.all([a.flush(database.db), b.flush(database.db)]);
    expect(sent.sort()).toEqual(ids.map((_, i) => `r${i}@example.org`).sort());
    for (const id of ids) expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('retries a failing e-mail and gives up after five attempts', async () => {
    const transport: MailTransport = {
      async sendMail() {
        throw new Error('connection refused');
      },
    };
    const mailer = createMailer('smtp://unused', 'no-reply@blu.test', transport);
    const id = await mailer.queue(database.db, { to: 'x@example.org', subject: 'S', text: 'T' });
    await mailer.flush(database.db);
    expect(await statusOf(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: connection refused',
    });
    for (let i = 0; i < 4; i++) await mailer.flush(database.db);
    expect(await statusOf(id)).toMatchObject({ status: 'failed', attempts: 5 });
  });
});
