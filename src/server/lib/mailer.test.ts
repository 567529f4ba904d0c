import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../tests/support/api';
import type { Database } from '../db/client';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFileStore } from './file-store';
import { outboxEmails, siteSettings } from '../db/tables';
import { ensureReferenceData } from '../db/seed/reference-data';
import {
  backoffSeconds,
  createMailer,
  mailbox,
  type Email,
  type MailLog,
  type MailTransport,
} from './mailer';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;
let database: Database;
beforeAll(async () => {
  opened = await openTestDatabase();
  database = opened.database;
  // The site settings name the brand and the sender of every e-mail queued.
  await ensureReferenceData(database.db);
});

const mail = (to: string): Email => ({
  to,
  language: 'en',
  subject: 'S',
  content: { heading: 'H', paragraphs: ['P'] },
});
afterAll(async () => opened?.dispose());

const rowOf = async (id: string) =>
  (await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, id)))[0]!;

/** Skips the back-off, as if its wait had passed. */
const makeDue = (id: string) =>
  database.db
    .update(outboxEmails)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outboxEmails.id, id));

const recordingLog = () => ({ warn: vi.fn(), error: vi.fn() }) satisfies MailLog;

function countingTransport(): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async sendMail(message) {
      sent.push(message.to);
    },
  };
}

describe('backoffSeconds', () => {
  it('waits 30 s after the first failure and four times longer after each next one', () => {
    expect([1, 2, 3, 4].map(backoffSeconds)).toEqual([30, 120, 480, 1920]);
  });
});

describe('mailer', () => {
  it('only stores e-mails when no SMTP server is configured', async () => {
    const mailer = createMailer(undefined, 'no-reply@blu.test');
    expect(mailer.sends).toBe(false);
    const id = await mailer.queue(database.db, mail('a@example.org'));
    await mailer.flush(database.db);
    expect(await rowOf(id)).toMatchObject({ status: 'stored', attempts: 0 });
  });

  it('sends queued e-mails once each, even when two flushes race', async () => {
    const transport = countingTransport();
    const a = createMailer('smtp://unused', 'no-reply@blu.test', { transport });
    const b = createMailer('smtp://unused', 'no-reply@blu.test', { transport });
    const ids = [];
    for (let i = 0; i < 25; i++) {
      ids.push(await a.queue(database.db, mail(`r${i}@example.org`)));
    }
    await Promise.all([a.flush(database.db), b.flush(database.db)]);
    expect(transport.sent.sort()).toEqual(ids.map((_, i) => `r${i}@example.org`).sort());
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('backs off after a failure, logs it, and ends "failed" with the last error after five attempts', async () => {
    let calls = 0;
    const transport: MailTransport = {
      async sendMail() {
        calls += 1;
        throw new Error(`connection refused (${calls})`);
      },
    };
    const log = recordingLog();
    const mailer = createMailer('smtp://unused', 'no-reply@blu.test', { transport, log });
    const id = await mailer.queue(database.db, mail('x@example.org'));
    await mailer.flush(database.db);
    const first = await rowOf(id);
    expect(first).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'connection refused (1)',
      claimedAt: null,
    });
    expect(first.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ emailId: id, attempt: 1 }),
      'outbox: sending failed; will try again',
    );

    await mailer.flush(database.db); // still waiting out the back-off
    expect(calls).toBe(1);

    for (let i = 0; i < 4; i++) {
      await makeDue(id);
      await mailer.flush(database.db);
    }
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'connection refused (5)',
    });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ emailId: id, attempt: 5 }),
      'outbox: e-mail failed after 5 attempts',
    );
    await makeDue(id);
    await mailer.flush(database.db);
    expect(calls).toBe(5); // failed is final until an admin retries it
  });

  it('takes back an e-mail whose sender died after claiming it, once the claim lapses', async () => {
    // The first instance claims the e-mail and never returns from sending: a crash, as far as
    // the outbox can tell.
    const dying = createMailer('smtp://unused', 'no-reply@blu.test', {
      transport: { sendMail: () => new Promise<never>(() => {}) },
    });
    const id = await dying.queue(database.db, mail('lost@example.org'));
    void dying.flush(database.db);
    await vi.waitFor(async () => expect((await rowOf(id)).status).toBe('sending'));

    const survivor = countingTransport();
    const withinLease = createMailer('smtp://unused', 'no-reply@blu.test', {
      transport: survivor,
    });
    await withinLease.flush(database.db);
    expect(survivor.sent).toEqual([]); // the claim still stands

    const afterLease = createMailer('smtp://unused', 'no-reply@blu.test', {
      transport: survivor,
      leaseSeconds: 1,
    });
    await new Promise((r) => setTimeout(r, 1_100));
    await afterLease.flush(database.db);
    expect(survivor.sent).toEqual(['lost@example.org']);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, claimedAt: null });
  });

  it('marks a lapsed claim on the last attempt failed instead of sending it a sixth time', async () => {
    const [row] = await database.db
      .insert(outboxEmails)
      .values({
        to: 'crashes@example.org',
        subject: 'S',
        text: 'T',
        status: 'sending',
        attempts: 5,
        claimedAt: sql`now() - interval '1 hour'`,
      })
      .returning();
    const transport = countingTransport();
    const log = recordingLog();
    await createMailer('smtp://unused', 'no-reply@blu.test', { transport, log }).flush(database.db);
    expect(transport.sent).not.toContain('crashes@example.org');
    expect(await rowOf(row!.id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('stopped before confirming attempt 5'),
    });
    expect(log.error).toHaveBeenCalled();
  });

  it('sends the text and HTML parts from the brand at the configured address, replies to the contact address', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const mailer = createMailer('smtp://unused', 'no-reply@blu.test', {
      transport: { sendMail: async (message) => void sent.push(message) },
    });
    const id = await mailer.queue(database.db, {
      to: 'parts@example.org',
      language: 'en',
      subject: 'Your statement',
      content: { heading: 'Statement ready', greet: 'Ana', paragraphs: ['It is ready.'] },
    });
    expect(await rowOf(id)).toMatchObject({
      from: '"Blu" <no-reply@blu.test>',
      replyTo: 'support@blu.example',
    });
    await mailer.flush(database.db);
    const message = sent.find((m) => m.to === 'parts@example.org');
    expect(message).toMatchObject({
      from: '"Blu" <no-reply@blu.test>',
      replyTo: 'support@blu.example',
      subject: 'Your statement',
    });
    expect(message!.text).toContain('Hello Ana,\n\nIt is ready.');
    expect(message!.html).toContain('<title>Your statement</title>');
    expect(message!.html).toContain('It is ready.');
  });

  it('sends from the sender address the site settings name, the brand quoted', async () => {
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const mailer = createMailer('smtp://unused', 'no-reply@blu.test', {
      transport: { sendMail: async (message) => void sent.push(message) },
    });
    await database.db
      .update(siteSettings)
      .set({ brandName: 'Blu "Bay", Inc', senderEmail: 'hello@blu.example' })
      .where(eq(siteSettings.id, 1));
    try {
      const id = await mailer.queue(database.db, mail('sender@example.org'));
      expect((await rowOf(id)).from).toBe('"Blu \\"Bay\\", Inc" <hello@blu.example>');
    } finally {
      await database.db
        .update(siteSettings)
        .set({ brandName: 'Blu', senderEmail: '' })
        .where(eq(siteSettings.id, 1));
    }
    await mailer.flush(database.db);
    expect(sent.find((m) => m.to === 'sender@example.org')!.from).toBe(
      '"Blu \\"Bay\\", Inc" <hello@blu.example>',
    );
  });

  it('sends an e-mail queued before senders were stored from the configured address', async () => {
    const [row] = await database.db
      .insert(outboxEmails)
      .values({ to: 'older@example.org', subject: 'S', text: 'T', status: 'queued' })
      .returning();
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    await createMailer('smtp://unused', 'no-reply@blu.test', {
      transport: { sendMail: async (message) => void sent.push(message) },
    }).flush(database.db);
    const message = sent.find((m) => m.to === 'older@example.org');
    expect(message).toMatchObject({ from: 'no-reply@blu.test', text: 'T' });
    expect(message).not.toHaveProperty('replyTo');
    expect((await rowOf(row!.id)).status).toBe('sent');
  });
});

describe('mailbox', () => {
  it('quotes the name, escaping quotes and backslashes and folding line breaks', () => {
    expect(mailbox('Blu', 'a@b.example')).toBe('"Blu" <a@b.example>');
    expect(mailbox('A "B" \\ C\r\nBcc: x', 'a@b.example')).toBe(
      '"A \\"B\\" \\\\ C Bcc: x" <a@b.example>',
    );
  });
});

describe('attachments', () => {
  it('are read from the file store by whichever instance sends, and a missing file is a failed attempt', async () => {
    const files = createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'blu-mail-')));
    await files.put('contracts/c-1.pdf', Buffer.from('%PDF-signed'));
    const attached: { filename: string; content: Buffer }[][] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        attached.push(mail.attachments ?? []);
      },
    };
    const log = recordingLog();
    const mailer = createMailer('smtp://unused', 'no-reply@blu.test', { transport, files, log });
    const sent = await mailer.queue(database.db, {
      to: 'signer@example.org',
      subject: 'Signed',
      language: 'en',
      content: { heading: 'Signed', paragraphs: ['Attached.'] },
      attachments: [{ filename: 'Agreement.pdf', key: 'contracts/c-1.pdf' }],
    });
    const missing = await mailer.queue(database.db, {
      to: 'other@example.org',
      subject: 'Signed',
      language: 'en',
      content: { heading: 'Signed', paragraphs: ['Attached.'] },
      attachments: [{ filename: 'Gone.pdf', key: 'contracts/none.pdf' }],
    });
    await mailer.flush(database.db);
    expect(attached).toEqual([
      [{ filename: 'Agreement.pdf', content: Buffer.from('%PDF-signed') }],
    ]);
    expect(await rowOf(sent)).toMatchObject({ status: 'sent' });
    expect(await rowOf(missing)).toMatchObject({
      status: 'queued',
      lastError: 'attachment contracts/none.pdf is not in the file store',
    });
  });
});
