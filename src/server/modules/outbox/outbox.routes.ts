import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OutboxEmailSchema,
  OutboxListSchema,
  PageQuerySchema,
} from '../../../shared/schemas/users';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { listOutbox, retryEmail } from './outbox.service';

/** The e-mail outbox for admins: what was sent, stored or failed, and sending a failed one again. */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/outbox',
    {
      config: { access: 'read:outbox:any' },
      schema: { querystring: PageQuerySchema, response: { 200: OutboxListSchema } },
    },
    async (request) => listOutbox(ctx.db, request.query.page, request.query.pageSize),
  );

  r.post(
    '/api/admin/outbox/:id/retry',
    {
      config: { access: 'write:outbox:any' },
      schema: {
        params: z.object({ id: z.string().max(80) }),
        response: { 200: OutboxEmailSchema },
      },
    },
    async (request) => {
      const email = await retryEmail(ctx.db, actorOf(request), request.params.id, ctx.mailer.sends);
      // Sent now rather than at the worker's next tick; a failure lands back in the outbox.
      ctx.mailer
        .flush(ctx.db)
        .catch((err: unknown) => request.log.error({ err }, 'outbox: flush failed'));
      return email;
    },
  );
}
