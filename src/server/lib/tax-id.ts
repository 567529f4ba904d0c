import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Vendors' taxpayer ids (SSN or EIN) are stored only encrypted: AES-256-GCM under the key in
 * VENDOR_TAX_ID_KEY (32 bytes, base64), a fresh 12-byte IV each time, the tag checked on reading.
 * The stored text names the key by a short fingerprint, so start-up can tell a wrong key from a
 * missing one (docs/accounting.md, "Vendors and bills").
 */
export interface TaxIdKey {
  key: Buffer;
  /** The first 8 hex digits of SHA-256 of the key. */
  fingerprint: string;
  /** The demo's own key: used only for demo data on this machine, never in production. */
  demo: boolean;
}

/** The key the local demo uses when VENDOR_TAX_ID_KEY is unset. Public: it protects nothing. */
export const DEMO_TAX_ID_KEY = createHash('sha256').update('blu demo vendor tax id key').digest();

export function taxIdKey(key: Buffer, demo = false): TaxIdKey {
  if (key.length !== 32) throw new Error('VENDOR_TAX_ID_KEY must be 32 bytes');
  return { key, fingerprint: createHash('sha256').update(key).digest('hex').slice(0, 8), demo };
}

export const demoTaxIdKey = () => taxIdKey(DEMO_TAX_ID_KEY, true);

/** The nine digits of an SSN or EIN, and which it looks like (an EIN is written 12-3456789). */
export function normalizeTaxId(text: string): { digits: string; kind: 'ssn' | 'ein' } {
  const digits = text.replace(/\D/g, '');
  if (digits.length !== 9) throw new Error('A taxpayer id has nine digits');
  return { digits, kind: /^\d{2}-\d{7}$/.test(text.trim()) ? 'ein' : 'ssn' };
}

export function encryptTaxId(key: TaxIdKey, digits: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.key, iv);
  const body = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    'v1',
    key.fingerprint,
    iv.toString('base64'),
    tag.toString('base64'),
    body.toString('base64'),
  ].join(':');
}

export class TaxIdKeyMismatch extends Error {}

export function decryptTaxId(key: TaxIdKey, stored: string): string {
  const [version, fingerprint, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Not a stored taxpayer id');
  if (fingerprint !== key.fingerprint) {
    throw new TaxIdKeyMismatch('The taxpayer id was encrypted with another VENDOR_TAX_ID_KEY');
  }
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** The fingerprint a stored id was encrypted under. */
export const storedFingerprint = (stored: string) => stored.split(':')[1] ?? '';

/** What the screens show: `***-**-6789` for an SSN, `**-***6789` for an EIN. */
export function maskTaxId(last4: string | null, kind: 'ssn' | 'ein' | null): string | null {
  if (!last4) return null;
  return kind === 'ein' ? `**-***${last4}` : `***-**-${last4}`;
}

/** The digits written as people read them. */
export function formatTaxId(digits: string, kind: 'ssn' | 'ein' | null): string {
  return kind === 'ein'
    ? `${digits.slice(0, 2)}-${digits.slice(2)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
