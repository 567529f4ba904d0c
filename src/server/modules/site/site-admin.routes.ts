import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanIdParamsSchema, PlanInputSchema, PlanSchema } from '../../../shared/schemas/plans';
import { PageInputSchema, PageSchema, PageUpdateSchema } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { createPage, deletePage, listPages, updatePage } from './pages.service';
import { replacePlan } from './plans.service';

const PageIdParamsSchema = z.object({ id: z.uuid('Unknown page id') });

/** What an admin edits about the public site: CMS pages and plans (settings: site-settings). */
export function siteAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requirePermission('write:site:any');

  typed.get(
    '/api/admin/pages',
    { preHandler, schema: { response: { 200: z.object({ pages: z.array(PageSchema) }) } } },
    async () => ({ pages: await listPages(ctx.db) }),
  );

  typed.post(
    '/api/admin/pages',
    { preHandler, schema: { body: PageInputSchema, response: { 201: PageSchema } } },
    async (request, reply) => {
      const page = await createPage(ctx.db, request.actor!, request.body);
      return reply.code(201).send(page);
    },
  );

  typed.patch(
    '/api/admin/pages/:id',
    {
      preHandler,
      schema: { params: PageIdParamsSchema, body: PageUpdateSchema, response: { 200: PageSchema } },
    },
    async (request) => updatePage(ctx.db, request.actor!, request.params.id, request.body),
  );

  typed.delete(
    '/api/admin/pages/:id',
    { preHandler, schema: { params: PageIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePage(ctx.db, request.actor!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  typed.put(
    '/api/admin/plans/:id',
    {
      preHandler,
      schema: { params: PlanIdParamsSchema, body: PlanInputSchema, response: { 200: PlanSchema } },
    },
    async (request) => replacePlan(ctx.db, request.actor!, request.params.id, request.body),
  );
}
