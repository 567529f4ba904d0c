import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/**
 * Two tabs may refresh with the same cookie at once; the loser gets a plain 401 and retries
 * with the cookie the winner set. Reuse after this grace is treated as theft.
 */
const REUSE_GRACE_MS = 30_000;

/**
 * A session is one refresh-token family: it starts at sign-in, each refresh adds a token to it,
 * and signing out (or a detected theft) revokes all of them. Access tokens name their family in
 * the `sid` claim, so ending the session also refuses them (see `readSessionAccount`).
 */
export async function startSession(db: Db, userId: string) {
  const sessionId = randomUUID();
  const refreshToken = await issueRefreshToken(db, userId, sessionId);
  return { sessionId, refreshToken };
}

async function issueRefreshToken(db: Db, userId: string, familyId: string) {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  return token;
}

export type Rotation =
  | { ok: true; token: string; sessionId: string; user: typeof users.$inferSelect }
  | { ok: false; reason: 'invalid' };

/** Marks the presented token used and returns a new one of the same family, with its user. */
export async function rotateRefreshToken(db: Db, presented: string): Promise<Rotation> {
  type Outcome = Rotation | { ok: false; reason: 'stolen'; familyId: string };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
      return { ok: false, reason: 'invalid' };
    }
    // Used more than the grace ago: a copy came back (theft). Revoked below, outside this
    // transaction, so nothing here can roll the revocation back.
    if (row.usedAt && Date.now() - row.usedAt.getTime() > REUSE_GRACE_MS) {
      return { ok: false, reason: 'stolen', familyId: row.familyId };
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) return { ok: false, reason: 'invalid' };
    if (user.blocked) throw new AppError('blocked', 'This account is blocked.');
    // Used within the grace: another tab rotated it a moment ago, or this browser never got the
    // answer (a page left while its refresh was under way). Either way the session goes on with a
    // new token of the same family (decision 0003).
    if (!row.usedAt) {
      await tx
        .update(refreshTokens)
        .set({ usedAt: new Date() })
        .where(eq(refreshTokens.id, row.id));
    }
    const token = await issueRefreshToken(tx, user.id, row.familyId);
    return { ok: true, token, sessionId: row.familyId, user };
  });
  if (!outcome.ok && outcome.reason === 'stolen') {
    await revokeFamily(db, outcome.familyId);
    return { ok: false, reason: 'invalid' };
  }
  return outcome;
}

/** Revokes the session's live tokens; returns how many there were (0: it had already ended). */
async function revokeFamily(db: Db, familyId: string): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/** The session the presented refresh token belongs to, or null if it is unknown. */
export async function findRefreshSession(
  db: Db,
  presented: string,
): Promise<{ userId: string; sessionId: string } | null> {
  const [row] = await db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)));
  return row ? { userId: row.userId, sessionId: row.familyId } : null;
}

/** Ends one session: every refresh token of its family is revoked. */
/** Ends a session; false when it had already ended (then no change is announced). */
export async function revokeSession(db: Db, sessionId: string): Promise<boolean> {
  return (await revokeFamily(db, sessionId)) > 0;
}

export async function revokeAllRefreshTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * True while the session has a token that was not revoked (signed out, stolen, reset). Spelled
 * out with an alias: in a select list drizzle leaves columns unqualified, and an inner "id" or
 * "user_id" would silently mean the subquery's own.
 */
const sessionLive = (userId: string, sessionId: string) =>
  sql<boolean>`exists (select 1 from refresh_tokens as session_token where session_token.family_id = ${sessionId} and session_token.user_id = ${userId} and session_token.revoked_at is null)`;

/** Who an account is and whether it may act: what a request reads of the account behind it. */
export const accountColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  blocked: users.blocked,
};

/**
 * The account behind an access token, read on every authenticated request, with whether the
 * token's session is still open: one statement, a primary-key lookup and an indexed probe
 * (refresh_tokens_family_idx), so a sign-out counts on every instance at the next request.
 */
export async function readSessionAccount(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select({
      ...accountColumns,
      isBlogEditor: users.isBlogEditor,
      tokensValidAfter: users.tokensValidAfter,
      sessionLive: sessionLive(userId, sessionId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
