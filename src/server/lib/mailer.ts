import { asc, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/tables';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the e-mail in the outbox (inside the caller's transaction when given one). */
  queue(db: Db, email: Email): Promise<string>;
  /** Sends what is queued when SMTP is configured; a no-op for the outbox-only default. */
  flush(db: Db): Promise<void>;
  /** Flushes every `intervalMs` while SMTP is configured; returns the function that stops it. */
  startWorker(db: Db, intervalMs?: number): () => void;
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;

/**
 * Takes a batch of queued e-mails for this instance only: rows another instance has locked are
 * skipped, and the taken ones are marked `sending` so no instance sends them twice.
 */
async function claimBatch(db: Db) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.status, 'queued'))
      .orderBy(asc(outboxEmails.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(outboxEmails)
        .set({ status: 'sending' })
        .where(
          inArray(
            outboxEmails.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
}

/** What sending needs from nodemailer; tests pass their own. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  transport: MailTransport | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null,
): Mailer {
  let flushing: Promise<void> | null = null;

  async function sendQueued(db: Db): Promise<void> {
    if (!transport) return;
    for (let batch = await claimBatch(db); batch.length > 0; batch = await claimBatch(db)) {
      for (const email of batch) {
        try {
          await transport.sendMail({
            from,
            to: email.to,
            subject: email.subject,
            text: email.text,
            html: email.html ?? undefined,
          });
          await db
            .update(outboxEmails)
            .set({ status: 'sent', sentAt: new Date(), attempts: email.attempts + 1 })
            .where(eq(outboxEmails.id, email.id));
        } catch (err) {
          await db
            .update(outboxEmails)
            .set({
              status: email.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued',
              attempts: email.attempts + 1,
              lastError: String(err),
            })
            .where(eq(outboxEmails.id, email.id));
        }
      }
      // A short batch was the last; a failed e-mail waits in the queue for the next flush.
      if (batch.length < BATCH) break;
    }
  }

  const mailer: Mailer = {
    async queue(db, email) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ ...email, html: email.html ?? null, status: transport ? 'queued' : 'stored' })
        .returning({ id: outboxEmails.id });
      return row!.id;
    },
    flush(db) {
      // One flush at a time per instance; a second caller waits for the running one.
      flushing ??= sendQueued(db).finally(() => {
        flushing = null;
      });
      return flushing;
    },
    startWorker(db, intervalMs = 10_000) {
      if (!transport) return () => {};
      const timer = setInterval(() => {
        mailer.flush(db).catch(() => {
          // The rows keep their status; the next tick tries again.
        });
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return mailer;
}
