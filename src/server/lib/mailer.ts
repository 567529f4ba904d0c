import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Language } from '../../shared/language-path';
import type { SiteSettings } from '../../shared/schemas/site';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/tables';
import type { FileStore } from './file-store';

/** A stored file sent with an e-mail, read from the file store when the e-mail is sent. */
export interface EmailAttachment {
  filename: string;
  key: string;
}
import { emailBrand, renderEmail, type EmailContent } from './email-layout';
import { readSiteSettings } from './site-settings';

export type { EmailContent } from './email-layout';

/**
 * One e-mail to one person, in their language. Its text and HTML parts are drawn from `content`
 * when it is queued (email-layout.ts), with the company's brand and sender from the site settings.
 */
export interface Email {
  to: string;
  language: Language;
  subject: string;
  content: EmailContent;
  /** Files to attach: the name the recipient sees and the file's key in the file store. */
  attachments?: EmailAttachment[];
}

export interface Mailer {
  /** Whether queued e-mail is sent (SMTP configured) or only stored in the outbox. */
  readonly sends: boolean;
  /**
   * Draws both parts of the e-mail and stores it in the outbox (inside the caller's transaction
   * when given one), with the sender the site settings name then.
   */
  queue(db: Db, email: Email): Promise<string>;
  /** Sends what is due when SMTP is configured; a no-op for the outbox-only default. */
  flush(db: Db): Promise<void>;
  /** Flushes every `intervalMs` while SMTP is configured; returns the function that stops it. */
  startWorker(db: Db, intervalMs?: number): () => void;
}

/** What sending needs from nodemailer; tests pass their own. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    replyTo?: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; content: Buffer }[];
  }): Promise<unknown>;
}

/** The part of the app's (pino) logger the mailer writes to. */
export interface MailLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const MAX_ATTEMPTS = 5;
const BATCH = 20;
/**
 * How long a claim stands before another flush may take the e-mail again. Far longer than a batch
 * of sends takes, so only a sender that died (crash, kill, lost connection) loses its claim.
 */
export const CLAIM_LEASE_SECONDS = 10 * 60;

/** Wait before attempt `attempt + 1`: 30 s, 2 min, 8 min, 32 min. */
export function backoffSeconds(attempt: number): number {
  return 30 * 4 ** Math.max(0, attempt - 1);
}

type OutboxRow = typeof outboxEmails.$inferSelect;

/** `"Name" <address>`, the name quoted so a comma or a bracket in a brand cannot split it. */
export function mailbox(name: string, address: string): string {
  const quoted = name.replace(/[\r\n]+/g, ' ').replace(/(["\\])/g, '\\$1');
  return `"${quoted}" <${address}>`;
}

/**
 * The From and Reply-To of an e-mail queued now: the brand name at the sender address of the site
 * settings, or at `fallbackAddress` (SMTP_FROM) while they name none; replies go to the company's
 * contact address.
 */
export function senderOf(
  settings: Pick<SiteSettings, 'brandName' | 'senderEmail' | 'supportEmail'>,
  fallbackAddress: string,
): { from: string; replyTo: string | null } {
  const address = settings.senderEmail || fallbackAddress;
  const replyTo =
    settings.supportEmail && settings.supportEmail !== address ? settings.supportEmail : null;
  return { from: mailbox(settings.brandName, address), replyTo };
}

/**
 * Takes a batch of due e-mails for this instance only: rows another instance has locked are
 * skipped, and the taken ones are marked `sending` with the time of the claim, so no instance
 * sends them twice while the claim stands, and any instance takes them again once it lapses.
 * A lapsed claim that already used the last attempt ends `failed` instead of being sent again.
 */
async function claimBatch(db: Db, leaseSeconds: number, log: MailLog | undefined) {
  return db.transaction(async (tx) => {
    const lapsed = sql`now() - make_interval(secs => ${leaseSeconds})`;
    const rows = await tx
      .select()
      .from(outboxEmails)
      .where(
        or(
          and(eq(outboxEmails.status, 'queued'), lte(outboxEmails.nextAttemptAt, sql`now()`)),
          and(
            eq(outboxEmails.status, 'sending'),
            or(isNull(outboxEmails.claimedAt), lt(outboxEmails.claimedAt, lapsed)),
          ),
        ),
      )
      .orderBy(asc(outboxEmails.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const exhausted = rows.filter((r) => r.attempts >= MAX_ATTEMPTS);
    const claimed = rows.filter((r) => r.attempts < MAX_ATTEMPTS);
    if (exhausted.length > 0) {
      const ids = exhausted.map((r) => r.id);
      await tx
        .update(outboxEmails)
        .set({
          status: 'failed',
          claimedAt: null,
          lastError: `The sender stopped before confirming attempt ${MAX_ATTEMPTS}; not sent again automatically.`,
        })
        .where(inArray(outboxEmails.id, ids));
      log?.error({ emailIds: ids }, 'outbox: e-mails failed after their last attempt was lost');
    }
    if (claimed.length > 0) {
      await tx
        .update(outboxEmails)
        .set({
          status: 'sending',
          claimedAt: sql`now()`,
          attempts: sql`${outboxEmails.attempts} + 1`,
        })
        .where(
          inArray(
            outboxEmails.id,
            claimed.map((r) => r.id),
          ),
        );
    }
    return claimed.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

export interface MailerOptions {
  /** Defaults to nodemailer over `smtpUrl`; none means e-mail is only stored. */
  transport?: MailTransport | null;
  log?: MailLog;
  leaseSeconds?: number;
  /** Where attachments are read from when an e-mail is sent, by whichever instance sends it. */
  files?: FileStore;
}

/**
 * `from` is the configured sender address (SMTP_FROM): e-mail goes out from it while the site
 * settings name no sender address of their own.
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  options: MailerOptions = {},
): Mailer {
  const transport =
    options.transport !== undefined
      ? options.transport
      : smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : null;
  const { log, leaseSeconds = CLAIM_LEASE_SECONDS, files } = options;

  async function attachmentsOf(email: OutboxRow) {
    const attached = email.attachments ?? [];
    if (attached.length === 0) return {};
    if (!files) throw new Error('this mailer was given no file store to read attachments from');
    const read = [];
    for (const { filename, key } of attached) {
      const content = await files.read(key);
      if (!content) throw new Error(`attachment ${key} is not in the file store`);
      read.push({ filename, content });
    }
    return { attachments: read };
  }
  let flushing: Promise<void> | null = null;

  async function sendOne(db: Db, email: OutboxRow, via: MailTransport): Promise<void> {
    try {
      await via.sendMail({
        from: email.from ?? from,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        ...(await attachmentsOf(email)),
      });
    } catch (err) {
      const lastError = err instanceof Error ? err.message : String(err);
      const givesUp = email.attempts >= MAX_ATTEMPTS;
      await db
        .update(outboxEmails)
        .set({
          status: givesUp ? 'failed' : 'queued',
          claimedAt: null,
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(email.attempts)})`,
        })
        .where(eq(outboxEmails.id, email.id));
      const details = { emailId: email.id, attempt: email.attempts, err };
      if (givesUp) log?.error(details, `outbox: e-mail failed after ${MAX_ATTEMPTS} attempts`);
      else log?.warn(details, 'outbox: sending failed; will try again');
      return;
    }
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date(), claimedAt: null })
      .where(eq(outboxEmails.id, email.id));
  }

  async function sendDue(db: Db): Promise<void> {
    if (!transport) return;
    for (
      let batch = await claimBatch(db, leaseSeconds, log);
      batch.length > 0;
      batch = await claimBatch(db, leaseSeconds, log)
    ) {
      for (const email of batch) await sendOne(db, email, transport);
      // A short batch was the last; a failed e-mail waits out its back-off.
      if (batch.length < BATCH) break;
    }
  }

  const mailer: Mailer = {
    sends: transport !== null,
    async queue(db, message) {
      // Both parts drawn, and the sender named, as the site settings say now.
      const settings = await readSiteSettings(db);
      const {
        content: _content,
        language: _language,
        ...email
      } = {
        ...message,
        ...renderEmail(message, emailBrand(settings)),
        ...senderOf(settings, from),
      };
      const [row] = await db
        .insert(outboxEmails)
        .values({
          ...email,
          html: email.html ?? null,
          attachments: email.attachments ?? null,
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: outboxEmails.id });
      return row!.id;
    },
    flush(db) {
      // One flush at a time per instance; a second caller waits for the running one.
      flushing ??= sendDue(db).finally(() => {
        flushing = null;
      });
      return flushing;
    },
    startWorker(db, intervalMs = 10_000) {
      if (!transport) return () => {};
      const timer = setInterval(() => {
        // The rows keep their status (a lapsed claim is taken again); the next tick retries.
        mailer.flush(db).catch((err: unknown) => log?.error({ err }, 'outbox: flush failed'));
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
  return mailer;
}
