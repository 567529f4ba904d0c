import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/tables';
import { AppError, unauthenticated } from '../../lib/app-error';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/**
 * Two tabs may refresh with the same cookie at once; the loser gets a plain 401 and retries
 * with the cookie the winner set. Reuse after this grace is treated as theft.
 */
const REUSE_GRACE_MS = 30_000;

export async function issueRefreshToken(db: Db, userId: string, familyId: string = randomUUID()) {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TTL_SECONDS * 1000),
  });
  return token;
}

/** Marks the presented token used and returns a new one of the same family, with its user. */
export async function rotateRefreshToken(db: Db, presented: string) {
  type Outcome =
    | { stolen: true; familyId: string }
    | { stolen: false; token: string; user: typeof users.$inferSelect };
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw unauthenticated();
    if (row.usedAt) {
      const theft = Date.now() - row.usedAt.getTime() > REUSE_GRACE_MS;
      if (!theft) throw unauthenticated();
      // Revoked below, outside this transaction: a throw here would roll the revocation back.
      return { stolen: true, familyId: row.familyId };
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) throw unauthenticated();
    if (user.blocked) throw new AppError('blocked', 'This account is blocked.');
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const token = await issueRefreshToken(tx, user.id, row.familyId);
    return { stolen: false, token, user };
  });
  if (outcome.stolen) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, outcome.familyId), isNull(refreshTokens.revokedAt)));
    throw unauthenticated();
  }
  return { token: outcome.token, user: outcome.user };
}

export async function revokeRefreshFamily(db: Db, presented: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(presented)));
  if (!row) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllRefreshTokens(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
