import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditListSchema, PageQuerySchema } from '../../../shared/schemas/users';
import type { AppContext } from '../../context';
import { countAuditEntries, findAuditEntries } from './audit.service';

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/audit',
    {
      config: { access: 'read:audit:any' },
      schema: { querystring: PageQuerySchema, response: { 200: AuditListSchema } },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const rows = await findAuditEntries(ctx.db, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return {
        items: rows.map((e) => ({
          id: e.id,
          actorEmail: e.actorEmail,
          realRole: e.realRole,
          impersonatedRole: e.impersonatedRole,
          viewedUserEmail: e.viewedUserEmail,
          action: e.action,
          target: e.target,
          before: e.before,
          after: e.after,
          at: e.at.toISOString(),
        })),
        total: await countAuditEntries(ctx.db),
        page,
        pageSize,
      };
    },
  );
}
