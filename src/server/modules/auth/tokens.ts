import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '../../../shared/constants';
import { CacheMap } from '../../lib/cache-map';
import type { SigningKey } from './keys';

export interface AccessClaims {
  sub: string;
  role: Role;
  blocked: boolean;
  iat: number;
  /** Issue time in milliseconds: `iat` has whole seconds, too coarse to tell a token issued just
   * before a block or password reset from one issued just after. */
  issuedAtMs: number;
  exp: number;
  /** The session (refresh-token family) the token belongs to: signing out ends it. */
  sessionId: string;
}

const Uuid = z.uuid();
/** Ids go into uuid columns: anything else would make the database fail, not refuse. */
const isUuid = (value: unknown): value is string => Uuid.safeParse(value).success;

/** Tokens issued further ahead than this are refused too: our own clocks never drift so far. */
const CLOCK_SKEW_MS = 60_000;

export function signAccessToken(
  key: SigningKey,
  issuer: string,
  user: { id: string; role: string; blocked: boolean; email: string; name: string },
  sessionId: string,
  audience = 'blu',
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({
    role: user.role,
    blocked: user.blocked,
    email: user.email,
    name: user.name,
    sid: sessionId,
    iat_ms: Date.now(),
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key.privateKey);
}

/**
 * The claims of a valid access token, or null. Besides the signature and `exp`, the token's age
 * counts: one older than the access-token lifetime is refused whatever its `exp` says, so a token
 * signed with a longer `exp` (a bug, or a leaked key's forgery) lives no longer than ours do.
 */
export async function verifyAccessToken(
  key: SigningKey,
  issuer: string,
  token: string,
  audience = 'blu',
  nowMs = Date.now(),
): Promise<AccessClaims | null> {
  const payload = await verifiedPayload(key, issuer, audience, token, nowMs);
  if (!payload) return null;
  if (!isUuid(payload.sub) || !isUuid(payload.sid) || typeof payload.iat !== 'number') return null;
  const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000;
  const ageMs = nowMs - issuedAtMs;
  if (ageMs > ACCESS_TOKEN_TTL_SECONDS * 1000 || ageMs < -CLOCK_SKEW_MS) return null;
  return {
    sub: payload.sub,
    role: (typeof payload.role === 'string' ? payload.role : 'user') as Role,
    blocked: payload.blocked === true,
    iat: payload.iat,
    issuedAtMs,
    exp: payload.exp ?? 0,
    sessionId: payload.sid,
  };
}

// Tokens a busy client keeps sending; past this, the least recently used is verified again.
const MAX_KEPT_TOKENS = 10_000;

/** Per signing key (tests make many): payloads whose signature, issuer and audience were checked. */
const cachedPayloads = new WeakMap<SigningKey, CacheMap<JWTPayload | null>>();

function cachedPayloadsOf(key: SigningKey): CacheMap<JWTPayload | null> {
  let kept = cachedPayloads.get(key);
  if (!kept) {
    kept = new CacheMap({ maxEntries: MAX_KEPT_TOKENS, maxAgeMs: ACCESS_TOKEN_TTL_SECONDS * 1000 });
    cachedPayloads.set(key, kept);
  }
  return kept;
}

/**
 * The token's payload if its ES256 signature, issuer and audience hold and it has not expired.
 * Verifying the signature costs about 150 µs, as much as the rest of an authenticated request, and
 * a client sends the same token for its whole life: a token that passed once is kept, and only its
 * expiry is checked again. A token is immutable, so nothing else about it can change; whether its
 * account or session still stands is the session check's, on every request.
 */
async function verifiedPayload(
  key: SigningKey,
  issuer: string,
  audience: string,
  token: string,
  nowMs: number,
): Promise<JWTPayload | null> {
  const { value: payload } = await cachedPayloadsOf(key).getOrRead(
    `${issuer}\n${audience}\n${token}`,
    async () => {
      try {
        const verified = await jwtVerify(token, key.publicKey, {
          issuer,
          audience,
          algorithms: ['ES256'],
          currentDate: new Date(nowMs),
        });
        return verified.payload;
      } catch {
        return null;
      }
    },
    (verified) => verified !== null,
  );
  // jose's own rule: expired once `exp` is not after the current whole second.
  if (!payload || typeof payload.exp !== 'number') return null;
  return payload.exp > Math.floor(nowMs / 1000) ? payload : null;
}

/** Opaque secrets (refresh tokens, reset links) are random; only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
