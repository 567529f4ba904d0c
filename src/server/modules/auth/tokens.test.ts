import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../../shared/constants';
import type { SigningKey } from './keys';
import { signAccessToken, verifyAccessToken } from './tokens';

const ISSUER = 'http://localhost:3000';

async function newKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { kid: randomUUID(), privateKey, publicKey, publicJwk: await exportJWK(publicKey) };
}

const user = { id: randomUUID(), role: 'admin', blocked: false, email: 'a@example.com', name: 'A' };

afterEach(() => vi.restoreAllMocks());

describe('verifyAccessToken', () => {
  it('checks a token’s signature once, then only its expiry', async () => {
    const key = await newKey();
    const sessionId = randomUUID();
    const token = await signAccessToken(key, ISSUER, user, sessionId);
    const verify = vi.spyOn(crypto.subtle, 'verify');
    const first = await verifyAccessToken(key, ISSUER, token);
    const again = await verifyAccessToken(key, ISSUER, token);
    expect(first).toMatchObject({ sub: user.id, sessionId, role: 'admin' });
    expect(again).toEqual(first);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a kept token once it has expired', async () => {
    const key = await newKey();
    const token = await signAccessToken(key, ISSUER, user, randomUUID());
    const now = Date.now();
    expect(await verifyAccessToken(key, ISSUER, token, 'blu', now)).not.toBeNull();
    const afterExpiry = now + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await verifyAccessToken(key, ISSUER, token, 'blu', afterExpiry)).toBeNull();
  });

  it('keeps nothing for another issuer, audience or key', async () => {
    const key = await newKey();
    const token = await signAccessToken(key, ISSUER, user, randomUUID());
    expect(await verifyAccessToken(key, ISSUER, token)).not.toBeNull();
    expect(await verifyAccessToken(key, 'https://elsewhere.example', token)).toBeNull();
    expect(await verifyAccessToken(key, ISSUER, token, 'other-audience')).toBeNull();
    expect(await verifyAccessToken(await newKey(), ISSUER, token)).toBeNull();
  });

  it('refuses a token changed after a valid one was kept', async () => {
    const key = await newKey();
    const token = await signAccessToken(key, ISSUER, user, randomUUID());
    expect(await verifyAccessToken(key, ISSUER, token)).not.toBeNull();
    const [header, , signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', sub: randomUUID() }));
    expect(
      await verifyAccessToken(
        key,
        ISSUER,
        `${header}.${forged.toString('base64url')}.${signature}`,
      ),
    ).toBeNull();
    const verify = vi.spyOn(crypto.subtle, 'verify');
    expect(await verifyAccessToken(key, ISSUER, `${token}x`)).toBeNull();
    expect(await verifyAccessToken(key, ISSUER, `${token}x`)).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2); // a refused token is never kept
  });
});
