import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config';

/** The error for an environment, or a failure if it was accepted. */
function errorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('loadConfig defaults', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      smtpFrom: 'no-reply@localhost',
      seedDemo: true,
      publicDemo: false,
      schedulerIntervalSeconds: 300,
      logLevel: 'info',
      trustProxy: false,
      rateLimit: { apiPerMinute: 600, formPerMinute: 20 },
    });
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (
      a: string,
      h: number,
    ) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(errorFor({ TRUST_PROXY: 'any;thing' })).toMatch(/^Invalid configuration: TRUST_PROXY /);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', PUBLIC_URL: '', SEED_DEMO: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('reads valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://blu:secret@db:5432/blu',
      PUBLIC_URL: 'https://blu.example.com/',
      SEED_DEMO: 'false',
      DATA_DIR: '/var/lib/blu',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://blu:secret@db:5432/blu',
      publicUrl: 'https://blu.example.com',
      seedDemo: false,
      dataDir: '/var/lib/blu',
    });
  });

  it('sends from SMTP_FROM, or from no-reply at the host of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://blu.example.com/' }).smtpFrom).toBe(
      'no-reply@blu.example.com',
    );
    expect(loadConfig({ SMTP_FROM: 'office@blu.example.com' }).smtpFrom).toBe(
      'office@blu.example.com',
    );
    expect(errorFor({ SMTP_FROM: 'Blu <office@blu.example.com>' })).toBe(
      'Invalid configuration: SMTP_FROM must be an e-mail address, such as no-reply@example.com',
    );
  });

  it('seeds demo data by default only where PUBLIC_URL is this machine', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://127.8.9.10',
      'http://[::1]:3000',
      'http://blu.localhost',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }), url).toMatchObject({
        seedDemo: true,
        publicDemo: false,
      });
    }
    for (const url of [
      'https://blu.example.com',
      'http://10.0.0.5:3000',
      'http://127.0.0.1.nip.io',
      'http://[::2]',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }), url).toMatchObject({ seedDemo: false });
    }
  });

  it('seeds a public address only with SEED_DEMO=true, and then flags it as a public demo', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://blu.example.com', SEED_DEMO: 'true' })).toMatchObject({
      seedDemo: true,
      publicDemo: true,
    });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({
      seedDemo: false,
      publicDemo: false,
    });
  });

  it('reads SCHEDULER_INTERVAL_SECONDS, 0 turning the scheduler off', () => {
    expect(loadConfig({ SCHEDULER_INTERVAL_SECONDS: '0' }).schedulerIntervalSeconds).toBe(0);
    expect(() => loadConfig({ SCHEDULER_INTERVAL_SECONDS: '-5' })).toThrow(
      'Invalid configuration: SCHEDULER_INTERVAL_SECONDS must be a whole number of seconds, 0 to turn the scheduler off',
    );
  });

  it('derives PUBLIC_URL from PORT when it is not set', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
  });
});

describe('loadConfig refuses malformed values with one line naming the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://db/blu'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'blu.example.com'],
    ['PUBLIC_URL', 'ftp://blu.example.com'],
    ['SEED_DEMO', 'yes'],
    ['SEED_DEMO', '1'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_FORM_MAX', 'many'],
  ])('%s=%s', (name, value) => {
    const message = errorFor({ [name]: value });
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} must `));
  });

  it('never echoes the value (a DATABASE_URL may hold a password)', () => {
    const message = errorFor({ DATABASE_URL: 'mysql://root:hunter2@db/blu' });
    expect(message).not.toContain('hunter2');
  });

  it('gives one line per bad variable when several are wrong', () => {
    const lines = errorFor({
      PORT: 'x',
      DATABASE_URL: 'x',
      PUBLIC_URL: 'x',
      SEED_DEMO: 'x',
    }).split('\n');
    expect(lines).toHaveLength(4);
    for (const [i, name] of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'SEED_DEMO'].entries()) {
      expect(lines[i]).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    }
  });
});

describe('file storage', () => {
  it('keeps files in the data folder unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket with its endpoint, credentials and folder', () => {
    const config = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'blu-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_PREFIX: 'blu/production',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'blu-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      prefix: 'blu/production/',
    });
  });

  it('leaves credentials to the AWS chain when none are given', () => {
    const config = loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'blu-files' });
    expect(config.storage).toMatchObject({ kind: 's3', credentials: undefined, prefix: '' });
  });

  it('refuses S3 without a bucket, half a key pair, or a malformed value', () => {
    expect(errorFor({ FILE_STORAGE: 's3' })).toBe(
      'Invalid configuration: S3_BUCKET must be set when FILE_STORAGE=s3',
    );
    expect(errorFor({ FILE_STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toMatch(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(errorFor({ FILE_STORAGE: 'disk' })).toBe(
      'Invalid configuration: FILE_STORAGE must be local or s3',
    );
    expect(errorFor({ S3_BUCKET: 'Not A Bucket' })).toMatch(/^Invalid configuration: S3_BUCKET/);
    expect(errorFor({ S3_PREFIX: '/leading' })).toMatch(/^Invalid configuration: S3_PREFIX/);
  });
});

describe('the documented settings', () => {
  it('.env.example and the README table name every variable the server reads', () => {
    const example = readFileSync('.env.example', 'utf8');
    const readme = readFileSync('README.md', 'utf8');
    for (const name of CONFIG_VARIABLES) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      if (name !== 'NODE_ENV') expect(readme, name).toContain(`| \`${name}\``);
    }
  });
});

describe('loadConfig payment provider', () => {
  const STRIPE = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_51abcDEF',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcDEF',
  };

  it('takes the sandbox by default: no real money, no keys needed', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ PAYMENT_PROVIDER: '' }).payments).toEqual({ provider: 'sandbox' });
    // Keys without PAYMENT_PROVIDER=stripe change nothing.
    expect(loadConfig({ ...STRIPE, PAYMENT_PROVIDER: 'sandbox' }).payments).toEqual({
      provider: 'sandbox',
    });
  });

  it('reads Stripe with its keys, and another API address for the tests’ stand-in', () => {
    expect(loadConfig(STRIPE).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_51abcDEF',
      webhookSecret: 'whsec_abc123',
      publishableKey: 'pk_test_51abcDEF',
      apiBase: undefined,
    });
    expect(
      loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).payments,
    ).toMatchObject({ apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
    expect(
      loadConfig({ ...STRIPE, STRIPE_API_BASE: 'https://stripe.internal' }).payments,
    ).toMatchObject({ apiBase: { host: 'stripe.internal', port: 443, protocol: 'https' } });
  });

  it('refuses to start with Stripe chosen and a key missing, one line per key', () => {
    const lines = errorFor({ PAYMENT_PROVIDER: 'stripe' }).split('\n');
    expect(lines).toEqual([
      'Invalid configuration: STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER=stripe',
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=stripe',
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY must be set when PAYMENT_PROVIDER=stripe',
    ]);
    expect(errorFor({ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' })).toBe(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER=stripe',
    );
    // With the other variables' mistakes, in one message.
    expect(errorFor({ PAYMENT_PROVIDER: 'stripe', PORT: 'x' }).split('\n')).toHaveLength(4);
  });

  it.each([
    ['PAYMENT_PROVIDER', 'paypal'],
    ['STRIPE_SECRET_KEY', 'pk_test_51abcDEF'],
    ['STRIPE_WEBHOOK_SECRET', 'hunter2hunter2'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_51abcDEF'],
    ['STRIPE_API_BASE', 'localhost:12111'],
  ])('refuses %s=%s without echoing it', (name, value) => {
    const message = errorFor({ ...STRIPE, [name]: value });
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} must `));
    expect(message).not.toContain(value);
  });

  it('refuses a live publishable key beside a test secret key', () => {
    expect(errorFor({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcDEF' })).toBe(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY must be a test key like STRIPE_SECRET_KEY',
    );
  });
});
