import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', { config: { access: 'public' } }, async (request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ok', database: ctx.database.kind };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: ctx.database.kind });
    }
  });
}
