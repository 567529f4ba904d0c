import path from 'node:path';
import { z } from 'zod';
import { demoTaxIdKey, taxIdKey, type TaxIdKey } from './lib/tax-id';

const booleanText = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

const perMinute = z.coerce
  .number({ error: 'must be a whole number of requests per minute, at least 1' })
  .int('must be a whole number of requests per minute, at least 1')
  .min(1, 'must be a whole number of requests per minute, at least 1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: 'must be a whole number between 0 and 65535' })
    .int('must be a whole number between 0 and 65535')
    .min(0, 'must be a whole number between 0 and 65535')
    .max(65535, 'must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  /** Where uploads and generated PDFs are kept: the data folder, or an S3-compatible bucket. */
  FILE_STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, dashes)',
    )
    .optional(),
  S3_REGION: z.string().min(1, 'must not be empty').default('us-east-1'),
  /** MinIO, R2 and other S3-compatible stores; unset means AWS S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  /** MinIO and most self-hosted stores answer only bucket-in-path addresses. */
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  /** Unset, the AWS SDK's own chain is used (AWS_ACCESS_KEY_ID, an instance role, …). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** A folder inside the bucket, for a bucket shared with other things. */
  S3_PREFIX: z
    .string()
    .regex(/^[\w.-]+(\/[\w.-]+)*$/, 'must be folder names separated by /, without a leading /')
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection string')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * The address e-mail is sent from while the site settings name none; the brand name is the
   * sender's name either way. Unset: no-reply@ the host of PUBLIC_URL.
   */
  SMTP_FROM: z
    .email({ error: 'must be an e-mail address, such as no-reply@example.com' })
    .optional(),
  /** Unset: seed only where PUBLIC_URL is this machine (see isLoopbackUrl). */
  SEED_DEMO: booleanText.optional(),
  /** How often the scheduler posts due rent and late fees; 0 turns it off (tests drive it by hand). */
  SCHEDULER_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, 0 to turn the scheduler off' })
    .int('must be a whole number of seconds, 0 to turn the scheduler off')
    .min(0, 'must be a whole number of seconds, 0 to turn the scheduler off')
    .default(300),
  /**
   * How often scheduled blog posts whose time has come are published; 0 turns it off. Short, so
   * a post goes up within about this long of its time.
   */
  BLOG_PUBLISH_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, 0 to turn blog publishing off' })
    .int('must be a whole number of seconds, 0 to turn blog publishing off')
    .min(0, 'must be a whole number of seconds, 0 to turn blog publishing off')
    .default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * On SIGTERM, how long /readyz answers 503 while requests are still served (the load balancer
   * stops sending work), then how long requests in progress may take before the process exits.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be a whole number of seconds')
    .default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .default(10),
  /** The bearer token Prometheus sends to /metrics; unset, there is no /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Which proxies' X-Forwarded-For to believe (the client address feeds every per-address
   * limit): true, false, a hop count, or addresses/CIDRs/keywords. By default none: any peer,
   * a neighbour on a private network included, could otherwise rotate the header to dodge the
   * limits. Behind a load balancer, name its addresses.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be true, false, a hop count or a list of addresses')
    .default('false')
    .transform((v): TrustProxy => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (!/^\d+$/.test(v)) return v;
      // A hop count, as Fastify's own numeric option means it (its types accept no number).
      const hops = Number(v);
      return (_address: string, hop: number) => hop < hops;
    }),
  /** Requests per minute one client address may make to the API as a whole. */
  RATE_LIMIT_MAX: perMinute.default(600),
  /** Requests per minute one client address may make to each of sign-in, the password routes and the public forms. */
  RATE_LIMIT_FORM_MAX: perMinute.default(20),
  /** Server-drawn public pages kept in memory; 0 draws every request afresh (benchmarks). */
  PAGE_CACHE_ENTRIES: z.coerce
    .number({ error: 'must be a whole number, 0 or more' })
    .int('must be a whole number, 0 or more')
    .min(0, 'must be a whole number, 0 or more')
    .default(500),
  /**
   * Who takes the money: the sandbox (the default: test cards and accounts, no real money) or
   * Stripe (decision 0079), which needs the three keys below.
   */
  PAYMENT_PROVIDER: z
    .enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' })
    .default('sandbox'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…, pk_live_…)')
    .optional(),
  /** Another address for Stripe's API: the tests' local stand-in. Unset: api.stripe.com. */
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
    .optional(),
  /**
   * The AES-256-GCM key vendors' taxpayer ids are encrypted with: 32 bytes, base64. Required once
   * a vendor has a stored id; the local demo uses a published demo key when it is unset.
   */
  VENDOR_TAX_ID_KEY: z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
});

/** Every variable the server reads: `.env.example` and the README's table name each one. */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape);

/** What PAYMENT_PROVIDER=stripe cannot start without. */
const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
] as const;

/** Where the Stripe SDK sends its requests when it is not api.stripe.com. */
export interface StripeApiBase {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export type PaymentsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      publishableKey: string;
      apiBase: StripeApiBase | undefined;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  storage: StorageConfig;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** The sender address when the site settings name none (SMTP_FROM, or no-reply@ PUBLIC_URL's host). */
  smtpFrom: string;
  /** Whether an empty database gets the demo data, accounts with published passwords included. */
  seedDemo: boolean;
  /**
   * Demo data on an address other people reach: the start-up log and a portal banner warn that
   * anyone can sign in with the published passwords.
   */
  publicDemo: boolean;
  schedulerIntervalSeconds: number;
  blogPublishIntervalSeconds: number;
  logLevel: string;
  metricsToken: string | undefined;
  shutdown: { drainSeconds: number; timeoutSeconds: number };
  trustProxy: TrustProxy;
  rateLimit: { apiPerMinute: number; formPerMinute: number };
  pageCacheEntries: number;
  payments: PaymentsConfig;
  /**
   * The key of vendors' taxpayer ids: VENDOR_TAX_ID_KEY, else the demo's published key when the
   * demo is seeded on this machine, else none (start-up then refuses a stored id).
   */
  vendorTaxIdKey: TaxIdKey | null;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      prefix: string;
    };

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {}

/** Settings in a `.env` file of the working folder; the environment's own values win over it. */
export function readEnvFile(): void {
  try {
    process.loadEnvFile('.env');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** localhost (and *.localhost), 127.0.0.0/8 or [::1]: an address only this machine reaches. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '[::1]'
  );
}

/**
 * Parses the environment once. Empty strings count as unset, so `PORT=` falls back to 3000.
 * Every bad variable gets one line naming it (never its value: DATABASE_URL holds a password).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  const lines = new Map<string, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0] ?? 'environment');
    if (!lines.has(name)) lines.set(name, `Invalid configuration: ${name} ${issue.message}`);
  }
  // Stripe chosen without its keys would take no payment and verify no webhook: refused here.
  if (present.PAYMENT_PROVIDER === 'stripe') {
    for (const name of STRIPE_KEYS) {
      if (!(name in present)) {
        lines.set(name, `Invalid configuration: ${name} must be set when PAYMENT_PROVIDER=stripe`);
      }
    }
    // A test secret key with a live publishable key: the browser's methods would not be found.
    const mode = (key: string | undefined) => /_(test|live)_/.exec(key ?? '')?.[1];
    const secretMode = mode(present.STRIPE_SECRET_KEY);
    const publishableMode = mode(present.STRIPE_PUBLISHABLE_KEY);
    if (secretMode && publishableMode && secretMode !== publishableMode) {
      lines.set(
        'STRIPE_PUBLISHABLE_KEY',
        `Invalid configuration: STRIPE_PUBLISHABLE_KEY must be a ${secretMode} key like STRIPE_SECRET_KEY`,
      );
    }
  }
  if (!parsed.success || lines.size > 0) throw new ConfigError([...lines.values()].join('\n'));
  const c = parsed.data;
  const storage = storageConfig(c);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT || 3000}`).replace(/\/$/, '');
  // A laptop's `npm start` gets the demo; a server gets it only when asked for by name.
  const seedDemo = c.SEED_DEMO ?? isLoopbackUrl(publicUrl);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    storage,
    databaseUrl: c.DATABASE_URL,
    publicUrl,
    smtpUrl: c.SMTP_URL,
    smtpFrom: c.SMTP_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    seedDemo,
    publicDemo: seedDemo && !isLoopbackUrl(publicUrl),
    schedulerIntervalSeconds: c.SCHEDULER_INTERVAL_SECONDS,
    blogPublishIntervalSeconds: c.BLOG_PUBLISH_INTERVAL_SECONDS,
    logLevel: c.LOG_LEVEL,
    metricsToken: c.METRICS_TOKEN,
    shutdown: {
      drainSeconds: c.SHUTDOWN_DRAIN_SECONDS,
      timeoutSeconds: c.SHUTDOWN_TIMEOUT_SECONDS,
    },
    trustProxy: c.TRUST_PROXY,
    rateLimit: { apiPerMinute: c.RATE_LIMIT_MAX, formPerMinute: c.RATE_LIMIT_FORM_MAX },
    pageCacheEntries: c.PAGE_CACHE_ENTRIES,
    payments: paymentsConfig(c),
    vendorTaxIdKey: c.VENDOR_TAX_ID_KEY
      ? taxIdKey(Buffer.from(c.VENDOR_TAX_ID_KEY, 'base64'))
      : // The demo (on this machine, or SEED_DEMO=true for a public demonstration, whose
        // passwords are published too) encrypts its made-up ids with the published demo key.
        seedDemo
        ? demoTaxIdKey()
        : null,
  };
}

function paymentsConfig(c: z.infer<typeof ConfigSchema>): PaymentsConfig {
  if (c.PAYMENT_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  let apiBase: StripeApiBase | undefined;
  if (c.STRIPE_API_BASE) {
    const url = new URL(c.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    apiBase = {
      host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
      protocol,
    };
  }
  return {
    provider: 'stripe',
    // Present: loadConfig refused the environment otherwise.
    secretKey: c.STRIPE_SECRET_KEY!,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
    publishableKey: c.STRIPE_PUBLISHABLE_KEY!,
    apiBase,
  };
}

function storageConfig(c: z.infer<typeof ConfigSchema>): StorageConfig {
  if (c.FILE_STORAGE === 'local') return { kind: 'local' };
  if (!c.S3_BUCKET)
    throw new ConfigError('Invalid configuration: S3_BUCKET must be set when FILE_STORAGE=s3');
  if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    kind: 's3',
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: c.S3_PREFIX ? `${c.S3_PREFIX}/` : '',
  };
}
