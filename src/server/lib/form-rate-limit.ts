import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/**
 * The stricter limit of a route that does expensive or abusable work for anyone: sign-in and
 * the password routes (argon2 hashing), the public forms (e-mails, notifications). Goes in the
 * route's own options: `config: { access: 'public', rateLimit: formRateLimit(ctx.config) }`.
 */
export function formRateLimit(config: Config): RateLimitOptions {
  return { max: config.rateLimit.formPerMinute, timeWindow: '1 minute' };
}
