import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OutboxListSchema, PageQuerySchema } from '../../../shared/schemas/users';
import type { AppContext } from '../../context';
import { outboxEmails } from '../../db/tables';

/** The e-mail outbox for admins: with no SMTP server configured it is where mail can be read. */
export function outboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/outbox',
    {
      config: { access: 'read:outbox:any' },
      schema: { querystring: PageQuerySchema, response: { 200: OutboxListSchema } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const rows = await ctx.db
        .select()
        .from(outboxEmails)
        .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await ctx.db.select({ n: count() }).from(outboxEmails);
      return {
        items: rows.map((e) => ({
          id: e.id,
          to: e.to,
          subject: e.subject,
          text: e.text,
          status: e.status,
          createdAt: e.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
        page,
        pageSize,
      };
    },
  );
}
