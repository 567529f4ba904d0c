import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { OutboxEmail, OutboxList, OutboxStatus } from '../../../shared/schemas/users';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/tables';
import { AppError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../../../shared/uuid';
import { apiColumns } from '../../lib/api-columns';

type OutboxRow = typeof outboxEmails.$inferSelect;

function toOutboxEmail(e: OutboxRow): OutboxEmail {
  return {
    ...apiColumns(e, ['id', 'to', 'subject', 'text', 'attempts', 'lastError', 'createdAt']),
    status: e.status as OutboxStatus,
    attachments: (e.attachments ?? []).map((a) => a.filename),
  };
}

/** Newest first: with no SMTP server configured this is where mail can be read. */
export async function listOutbox(db: Db, page: number, pageSize: number): Promise<OutboxList> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(outboxEmails);
  return { items: rows.map(toOutboxEmail), total: total?.n ?? 0, page, pageSize };
}

/**
 * Gives a failed e-mail a fresh set of attempts, due now. Without a mail server it goes back to
 * `stored`, as any e-mail queued then would. Only failed e-mails: the others are on their way.
 */
export async function retryEmail(
  db: Db,
  actor: Actor,
  id: string,
  mailerSends: boolean,
): Promise<OutboxEmail> {
  if (!isUuid(id)) throw notFound('E-mail');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, id));
    if (!current) throw notFound('E-mail');
    const [row] = await tx
      .update(outboxEmails)
      .set({
        status: mailerSends ? 'queued' : 'stored',
        attempts: 0,
        claimedAt: null,
        nextAttemptAt: sql`now()`,
      })
      .where(and(eq(outboxEmails.id, id), eq(outboxEmails.status, 'failed')))
      .returning();
    if (!row) {
      throw new AppError('conflict', 'Only a failed e-mail can be retried; this one is not.');
    }
    await recordAudit(tx, actor, {
      action: 'outbox.retry',
      target: `outbox:${id}`,
      before: { status: current.status, attempts: current.attempts, lastError: current.lastError },
      after: { status: row.status },
    });
    return toOutboxEmail(row);
  });
}

/** E-mails queued and not yet sent: what the metrics call the outbox backlog. */
export async function countOutboxBacklog(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(eq(outboxEmails.status, 'queued'));
  return row?.n ?? 0;
}
