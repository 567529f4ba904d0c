import { eq } from 'drizzle-orm';
import {
  PublicUserSchema,
  type Me,
  type PublicUser,
  type UpdateProfileInput,
} from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { users } from '../../db/tables';
import { AppError, unauthenticated } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { forgetCachedAccount, hearAccountChange } from './cached-session-accounts';
import { findRefreshSession, revokeSession, rotateRefreshToken, startSession } from './sessions';
import { admitSignInAttempt, signInSucceeded } from './sign-in-limiter';
import { createKeyedQueue } from '../../lib/keyed-queue';
import { signAccessToken } from './tokens';

type UserRow = typeof users.$inferSelect;

/** What sign-in and refresh hand the route: the body to answer and the cookie to set. */
export interface SessionGrant {
  accessToken: string;
  user: PublicUser;
  refreshToken: string;
}

const toPublicUser = (u: {
  id: string;
  email: string;
  name: string;
  role: string;
  isBlogEditor: boolean;
}) =>
  PublicUserSchema.parse({
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    isBlogEditor: u.isBlogEditor,
  });

async function grant(ctx: AppContext, user: UserRow, sessionId: string, refreshToken: string) {
  const accessToken = await signAccessToken(ctx.signingKey, ctx.config.publicUrl, user, sessionId);
  return { accessToken, user: toPublicUser(user), refreshToken };
}

/**
 * One account's sign-ins take turns on this instance. Each attempt is counted before its password
 * is read (the limit holds however many arrive at once); taking turns lets a correct password take
 * its count back before the next attempt is counted, so several correct sign-ins at once (tabs,
 * devices, scripts) are not refused as if they were guesses.
 */
const accountTurns = createKeyedQueue();

export function signIn(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string,
): Promise<SessionGrant> {
  return accountTurns(email, () => attemptSignIn(ctx, email, password, ip));
}

async function attemptSignIn(
  ctx: AppContext,
  email: string,
  password: string,
  ip: string,
): Promise<SessionGrant> {
  await admitSignInAttempt(ctx.db, email, ip);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !valid) {
    throw new AppError('invalid_credentials', 'The e-mail or password is not correct.');
  }
  if (user.blocked) throw new AppError('blocked', 'This account is blocked.');
  await signInSucceeded(ctx.db, email, ip);
  const { sessionId, refreshToken } = await startSession(ctx.db, user.id);
  return grant(ctx, user, sessionId, refreshToken);
}

/**
 * Rotates the refresh cookie. A refusal says whether the browser's marker may stay: a tab that
 * lost a race with another keeps it (the winner's cookie is valid), every other refusal ends it.
 */
export async function refreshSession(
  ctx: AppContext,
  presented: string,
): Promise<SessionGrant | { refused: 'invalid' }> {
  const rotation = await rotateRefreshToken(ctx.db, presented);
  if (!rotation.ok) return { refused: rotation.reason };
  return grant(ctx, rotation.user, rotation.sessionId, rotation.token);
}

/**
 * Ends this session only: its refresh tokens are revoked (so its access tokens are refused at
 * the next request, on every instance) and its live sockets close, on every instance. The
 * account's other sessions carry on.
 */
export async function signOut(ctx: AppContext, presented: string): Promise<void> {
  const ended = await findRefreshSession(ctx.db, presented);
  if (!ended) return;
  const heard = hearAccountChange(ctx.bus, ended.userId);
  const revoked = await revokeSession(ctx.db, ended.sessionId);
  forgetCachedAccount(ctx.db, ended.userId);
  // A session that had already ended revoked no token, so the database announces nothing to wait for.
  if (revoked) await heard();
  else heard.cancel();
  await ctx.bus.publish({ type: 'session-ended', ...ended });
}

const toMe = (u: UserRow, actor: Actor): Me => ({
  ...toPublicUser(u),
  phone: u.phone,
  language: u.language,
  // While an admin views as someone, the blog editor's extra powers are not lent (plugins/auth.ts).
  isBlogEditor: u.isBlogEditor && !actor.impersonatedRole && !actor.viewer,
  impersonatedRole: actor.impersonatedRole,
});

export async function readOwnAccount(ctx: AppContext, actor: Actor): Promise<Me> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw unauthenticated();
  return toMe(user, actor);
}

export async function updateOwnProfile(
  ctx: AppContext,
  actor: Actor,
  changes: Omit<UpdateProfileInput, 'phone'> & { phone?: string | null },
): Promise<Me> {
  const user = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, actor.id)).for('update');
    if (!before) throw unauthenticated();
    const [after] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'user.profile-update',
      target: `user:${actor.email}`,
      before: { name: before.name, phone: before.phone, language: before.language },
      after: { name: after!.name, phone: after!.phone, language: after!.language },
    });
    return after!;
  });
  return toMe(user, actor);
}
