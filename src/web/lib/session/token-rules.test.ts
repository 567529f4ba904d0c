import { describe, expect, it } from 'vitest';
import { TOKEN_REFRESH_MARGIN_SECONDS } from '../../../shared/constants';
import { decodeClaims, effectiveRole, needsRefresh } from './token-rules';

function token(payload: Record<string, unknown>): string {
  const encode = (v: unknown) =>
    btoa(JSON.stringify(v)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'ES256' })}.${encode(payload)}.signature`;
}

describe('decodeClaims', () => {
  it('reads role and blocked from the claims', () => {
    expect(decodeClaims(token({ sub: 'a', exp: 100, role: 'landlord', blocked: true }))).toEqual({
      sub: 'a',
      exp: 100,
      role: 'landlord',
      blocked: true,
    });
  });

  it("defaults the role to 'user' and blocked to false", () => {
    const claims = decodeClaims(token({ sub: 'a', exp: 100 }));
    expect(claims.role).toBe('user');
    expect(claims.blocked).toBe(false);
  });

  it('treats a non-boolean blocked as false', () => {
    expect(decodeClaims(token({ sub: 'a', exp: 1, blocked: 'yes' })).blocked).toBe(false);
  });

  it('reads base64url payloads (with - and _)', () => {
    // This payload holds a "+" in base64, which base64url writes as "-".
    expect(decodeClaims(token({ sub: '~~~', exp: 1 })).sub).toBe('~~~');
  });

  it('throws on a malformed token or incomplete claims', () => {
    expect(() => decodeClaims('nodots')).toThrow('Malformed token');
    expect(() => decodeClaims(token({ exp: 1 }))).toThrow('incomplete');
    expect(() => decodeClaims('a.!!!.c')).toThrow();
  });
});

describe('needsRefresh', () => {
  const now = 1_000_000_000_000;
  const nowSeconds = now / 1000;

  it('reuses a token with more than the margin left', () => {
    expect(needsRefresh(nowSeconds + TOKEN_REFRESH_MARGIN_SECONDS + 1, now)).toBe(false);
  });

  it('refreshes within the margin of expiry, and after it', () => {
    expect(needsRefresh(nowSeconds + TOKEN_REFRESH_MARGIN_SECONDS - 1, now)).toBe(true);
    expect(needsRefresh(nowSeconds - 5, now)).toBe(true);
  });

  it('refreshes when forced, however fresh the token', () => {
    expect(needsRefresh(nowSeconds + 3600, now, true)).toBe(true);
  });
});

describe('effectiveRole', () => {
  it('lets only a real admin take the impersonated role', () => {
    expect(effectiveRole('admin', 'resident')).toBe('resident');
    expect(effectiveRole('landlord', 'admin')).toBe('landlord');
    expect(effectiveRole('user', 'mt')).toBe('user');
  });

  it('keeps the real role when nothing is impersonated, and null when unknown', () => {
    expect(effectiveRole('admin', null)).toBe('admin');
    expect(effectiveRole(null, 'sb')).toBeNull();
  });
});
