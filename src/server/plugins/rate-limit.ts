import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { RENDER_REQUEST_HEADER, RENDER_REQUEST_TOKEN } from '../modules/pages/page-renderer';

/**
 * Per-address request limits kept in this process's memory (decision 0030): they protect this
 * instance's CPU and connections, so each instance counting its own share is what they mean.
 * Limits that guard an account or must hold exactly across instances (failed sign-ins, reset
 * e-mails, stored leads) are counted in the database instead (rate-window.ts, lead-rate-limit.ts).
 *
 * Every `/api` route gets `RATE_LIMIT_MAX` a minute unless its own options name a stricter
 * limit with `formRateLimit` (lib/form-rate-limit.ts). Pages, static files and the socket are
 * not counted here.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimit.apiPerMinute,
    timeWindow: '1 minute',
    // The page renderer's own in-process requests are the server's work, not a visitor's.
    allowList: (request) =>
      !request.url.startsWith('/api/') ||
      request.headers[RENDER_REQUEST_HEADER] === RENDER_REQUEST_TOKEN,
    // The plugin has already set Retry-After; the error handler writes the usual body.
    errorResponseBuilder: (_request, context) => {
      const minutes = Math.max(1, Math.ceil(context.ttl / 60_000));
      const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
      return new AppError('rate_limited', `Too many requests. Try again in ${wait}.`);
    },
  });
}
