import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isDatabaseReachable } from './health.service';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await isDatabaseReachable(ctx.db);
      return { status: 'ok', database: ctx.database.kind };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: ctx.database.kind });
    }
  });
}
