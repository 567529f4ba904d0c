import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { readSiteSettings } from '../../lib/site-settings';
import { siteUrl } from '../../lib/email-layout';
import type { Language } from '../../../shared/language-path';
import { passwordResetEmail } from './account-emails';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './passwords';
import { countHit, minutesText, rateLimited } from './rate-window';
import { forgetCachedAccount, hearAccountChange } from './cached-session-accounts';
import { revokeAllRefreshTokens } from './sessions';
import { clearAccountFailures } from './sign-in-limiter';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const INVITE_LINK_TTL_MS = 7 * 24 * 3600 * 1000;
export const EXPIRED_LINK_MESSAGE =
  'This reset link has expired or was already used. Request a new one.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Sign in with your new password.';

/** Reset requests allowed per window: per e-mail address, and per client address. */
export const FORGOT_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

export type LinkPurpose = 'reset' | 'invite';

/** The set-password page in the account's language, with the secret token. */
export const setPasswordUrl = (publicUrl: string, token: string, language: Language = 'en') =>
  siteUrl(publicUrl, language, `/forgot-password?token=${encodeURIComponent(token)}`);

/** Stores a one-time link (only its hash) and returns the secret URL to send or print. */
export async function createSetPasswordLink(
  db: Db,
  publicUrl: string,
  user: { id: string; language: Language },
  purpose: LinkPurpose,
): Promise<{ url: string; expiresAt: Date }> {
  const userId = user.id;
  const token = newOpaqueToken();
  const ttl = purpose === 'invite' ? INVITE_LINK_TTL_MS : RESET_LINK_TTL_MS;
  const expiresAt = new Date(Date.now() + ttl);
  await db
    .insert(passwordResets)
    .values({ userId, tokenHash: hashOpaqueToken(token), purpose, expiresAt });
  return { url: setPasswordUrl(publicUrl, token, user.language), expiresAt };
}

/**
 * Always ends the same way for the caller (202, same message) so nobody can learn whether an
 * address has an account; only the limiter can refuse, and it counts unknown addresses too.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string) {
  const { perAccount, perAddress, windowSeconds } = FORGOT_LIMITS;
  const account = await countHit(ctx.db, `forgot:account:${email}`, windowSeconds);
  const address = await countHit(ctx.db, `forgot:address:${ip}`, windowSeconds);
  const waits = [
    account.hits > perAccount ? account.secondsLeft : 0,
    address.hits > perAddress ? address.secondsLeft : 0,
  ];
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw rateLimited(`Too many reset requests. Try again in ${minutesText(wait)}.`, wait);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || user.blocked) return;
  const { brandName } = await readSiteSettings(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const { url } = await createSetPasswordLink(tx, ctx.config.publicUrl, user, 'reset');
    await ctx.mailer.queue(tx, passwordResetEmail(user, brandName, url));
  });
}

const expiredLink = () =>
  new AppError('validation', EXPIRED_LINK_MESSAGE, { fields: { token: EXPIRED_LINK_MESSAGE } });

/** The link of `token` with its account, if it may still set a password. */
async function findUsableLink(db: Db, token: string, lock: boolean) {
  const query = db
    .select({ link: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, hashOpaqueToken(token)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found || found.link.usedAt || found.link.expiresAt.getTime() <= Date.now()) return null;
  // A blocked account may not change anything, not even through a link sent before the block.
  if (found.user.blocked) return null;
  return found;
}

/**
 * Sets the new password and ends every session, all or nothing: the link is spent, older
 * access tokens stop working (tokensValidAfter), every refresh token is revoked and every live
 * socket of the account closes.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ email: string }> {
  // The link first: a wrong or spent one costs an indexed read, not a deliberately slow hash.
  const found = await findUsableLink(ctx.db, token, false);
  if (!found) throw expiredLink();
  assertPasswordAllowed(password, found.user);
  // Hashing is slow on purpose; do it before taking row locks.
  const passwordHash = await hashPassword(password);
  const heard = hearAccountChange(ctx.bus, found.user.id);
  const reset = await ctx.db.transaction(async (tx) => {
    // Again under lock: a parallel request may have spent the link, or the account been blocked.
    const locked = await findUsableLink(tx, token, true);
    if (!locked) throw expiredLink();
    const { link, user } = locked;
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, tokensValidAfter: now, updatedAt: now })
      .where(eq(users.id, user.id));
    // Every outstanding link of the account is spent, not only this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await revokeAllRefreshTokens(tx, user.id);
    await clearAccountFailures(tx, user.email);
    await recordAudit(
      tx,
      { id: user.id, email: user.email, realRole: user.role, impersonatedRole: null },
      {
        action: link.purpose === 'invite' ? 'user.password-set' : 'user.password-reset',
        target: `user:${user.email}`,
      },
    );
    return { email: user.email, userId: user.id };
  });
  forgetCachedAccount(ctx.db, reset.userId);
  await heard();
  // Like a sign-out or a block: the live sockets opened before the reset close on every instance.
  await ctx.bus.publish({ type: 'session-ended', userId: reset.userId }).catch(() => {
    // The reset is committed and every request checks it; only an open socket would linger.
  });
  return { email: reset.email };
}
