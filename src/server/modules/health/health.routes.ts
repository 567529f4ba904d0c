import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isDatabaseReachable } from './health.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on `/readyz` answers 503, so the load balancer sends no new work (SIGTERM). */
    drain(): void;
  }
}

/**
 * `/livez`: the process answers (restart it when it does not). `/readyz` and `/healthz` (its older
 * name): it can serve, its database answers and it is not shutting down (send it work).
 */
export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.get('/livez', { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  for (const path of ['/readyz', '/healthz']) {
    app.get(path, { config: { access: 'public' } }, async (request, reply) => {
      if (draining) {
        return reply.code(503).send({ status: 'shutting down', database: ctx.database.kind });
      }
      try {
        await isDatabaseReachable(ctx.db);
        return { status: 'ok', database: ctx.database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        return reply.code(503).send({ status: 'unavailable', database: ctx.database.kind });
      }
    });
  }
}
