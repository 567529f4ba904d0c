import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/tables';

export interface AuditActor {
  id: string;
  email: string;
  realRole: string;
  impersonatedRole: string | null;
  /**
   * The signed-in admin while they view as the account `id`/`email` names (see `Actor` in
   * lib/actor.ts): the entry's actor is then the admin, and the account is recorded beside.
   */
  viewer?: { id: string; email: string };
}

/** Secrets never belong in the log, whatever a caller passes as before/after. */
const SECRET_KEY = /password|token|secret|hash/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

export async function recordAudit(
  db: Db,
  actor: AuditActor | null,
  entry: { action: string; target?: string; before?: unknown; after?: unknown },
): Promise<void> {
  const viewer = actor?.viewer;
  await db.insert(auditLog).values({
    actorId: (viewer ?? actor)?.id ?? null,
    actorEmail: (viewer ?? actor)?.email ?? null,
    realRole: actor?.realRole ?? null,
    impersonatedRole: actor?.impersonatedRole ?? null,
    viewedUserId: viewer ? actor.id : null,
    viewedUserEmail: viewer ? actor.email : null,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
    // The application clock, not the transaction's start: several entries written in one
    // transaction keep the order they were written in.
    at: new Date(),
  });
}

/** Newest first. */
export function findAuditEntries(db: Db, opts: { limit: number; offset: number }) {
  return db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countAuditEntries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}
