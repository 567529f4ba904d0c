import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../../context';
import { wsTicketUses } from '../../db/tables';

/** A ticket opens one socket within this many seconds of being issued. */
export const SOCKET_TICKET_TTL_SECONDS = 60;
const AUDIENCE = 'ws';

/**
 * A short ES256 token for the socket URL, signed with the key every instance shares. Its audience
 * keeps it from passing as an access token, and the reverse (see tokens.ts: audience 'blu').
 */
export function issueSocketTicket(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<string> {
  // The session rides along, so the socket closes when that session signs out.
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'ES256', kid: ctx.signingKey.kid, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ctx.config.publicUrl)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SOCKET_TICKET_TTL_SECONDS}s`)
    .sign(ctx.signingKey.privateKey);
}

export type RedeemedTicket =
  | { ok: true; userId: string; sessionId: string; issuedAt: number }
  | { ok: false; reason: 'invalid ticket' | 'ticket already used' };

/**
 * Checks the signature and expiry, then records the ticket's id: the primary key makes the
 * first instance to record it the only one that accepts it.
 */
export async function redeemSocketTicket(ctx: AppContext, ticket: string): Promise<RedeemedTicket> {
  let sub: string;
  let sid: string;
  let jti: string;
  let iat: number;
  let exp: number;
  try {
    const { payload } = await jwtVerify(ticket, ctx.signingKey.publicKey, {
      issuer: ctx.config.publicUrl,
      audience: AUDIENCE,
      algorithms: ['ES256'],
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.jti !== 'string' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid ticket' };
    }
    ({ sub, sid, jti, iat, exp } = {
      sub: payload.sub,
      sid: payload.sid,
      jti: payload.jti,
      iat: payload.iat,
      exp: payload.exp,
    });
  } catch {
    return { ok: false, reason: 'invalid ticket' };
  }
  const inserted = await ctx.db
    .insert(wsTicketUses)
    .values({ jti, userId: sub, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: wsTicketUses.jti });
  if (inserted.length === 0) return { ok: false, reason: 'ticket already used' };
  return { ok: true, userId: sub, sessionId: sid, issuedAt: iat };
}

/** Used tickets matter only until they expire; after that their signature check refuses them. */
export async function sweepExpiredTicketUses(ctx: AppContext): Promise<void> {
  await ctx.db.delete(wsTicketUses).where(lt(wsTicketUses.expiresAt, new Date()));
}
