import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '../../../shared/constants';
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
}

export function signAccessToken(
  key: SigningKey,
  issuer: string,
  user: { id: string; role: string; blocked: boolean; email: string; name: string },
  audience = 'blu',
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({
    role: user.role,
    blocked: user.blocked,
    email: user.email,
    name: user.name,
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

export async function verifyAccessToken(
  key: SigningKey,
  issuer: string,
  token: string,
  audience = 'blu',
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, {
      issuer,
      audience,
      algorithms: ['ES256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
    return {
      sub: payload.sub,
      role: (typeof payload.role === 'string' ? payload.role : 'user') as Role,
      blocked: payload.blocked === true,
      iat: payload.iat,
      issuedAtMs: typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000,
      exp: payload.exp ?? 0,
    };
  } catch {
    return null;
  }
}

/** Opaque secrets (refresh tokens, reset links) are random; only their hash is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
