import path from 'node:path';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

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
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection string')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SEED_DEMO: booleanText.default(true),
  /** How often the scheduler posts due rent and late fees; 0 turns it off (tests drive it by hand). */
  SCHEDULER_INTERVAL_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds, 0 to turn the scheduler off' })
    .int('must be a whole number of seconds, 0 to turn the scheduler off')
    .min(0, 'must be a whole number of seconds, 0 to turn the scheduler off')
    .default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-For to believe (the client address feeds the sign-in and reset
   * limits): true, false, a hop count, or addresses/CIDRs/keywords. The default trusts proxies on
   * loopback and private networks, where load balancers sit, but not a client on the internet.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/,\s-]+$/, 'must be true, false, a hop count or a list of addresses')
    .default('loopback,linklocal,uniquelocal')
    .transform((v): TrustProxy => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (!/^\d+$/.test(v)) return v;
      // A hop count, as Fastify's own numeric option means it (its types accept no number).
      const hops = Number(v);
      return (_address: string, hop: number) => hop < hops;
    }),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  seedDemo: boolean;
  schedulerIntervalSeconds: number;
  logLevel: string;
  trustProxy: TrustProxy;
}

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export class ConfigError extends Error {}

/**
 * Parses the environment once. Empty strings count as unset, so `PORT=` falls back to 3000.
 * Every bad variable gets one line naming it (never its value: DATABASE_URL holds a password).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? 'environment');
      if (!lines.has(name)) lines.set(name, `Invalid configuration: ${name} ${issue.message}`);
    }
    throw new ConfigError([...lines.values()].join('\n'));
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT || 3000}`).replace(/\/$/, ''),
    smtpUrl: c.SMTP_URL,
    seedDemo: c.SEED_DEMO,
    schedulerIntervalSeconds: c.SCHEDULER_INTERVAL_SECONDS,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
  };
}
