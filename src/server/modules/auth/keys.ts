import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../../db/client';
import { signingKeys } from '../../db/tables';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The ES256 key lives in the database so every instance signs and verifies with the same one.
 * The first instance to start creates it; a concurrent one loses the insert and reads the winner's.
 */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  let [row] = await db.select().from(signingKeys).limit(1);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const kid = randomUUID();
    await db
      .insert(signingKeys)
      .values({
        kid,
        privateJwk: JSON.stringify(await exportJWK(privateKey)),
        publicJwk: JSON.stringify(await exportJWK(publicKey)),
      })
      .onConflictDoNothing();
    [row] = await db.select().from(signingKeys).limit(1);
  }
  if (!row) throw new Error('signing key could not be created');
  const publicJwk = {
    ...(JSON.parse(row.publicJwk) as JWK),
    kid: row.kid,
    alg: 'ES256',
    use: 'sig',
  };
  return {
    kid: row.kid,
    privateKey: (await importJWK(JSON.parse(row.privateJwk) as JWK, 'ES256')) as CryptoKey,
    publicKey: (await importJWK(publicJwk, 'ES256')) as CryptoKey,
    publicJwk,
  };
}
