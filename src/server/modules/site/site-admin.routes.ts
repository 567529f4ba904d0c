import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanIdParamsSchema, PlanInputSchema, PlanSchema } from '../../../shared/schemas/plans';
import { PageInputSchema, PageSchema, PageUpdateSchema } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { createPage, deletePage, listPages, updatePage } from './pages.service';
import { replacePlan } from './plans.service';

const PageIdParamsSchema = z.object({ id: z.uuid('Unknown page id') });

/** What an admin edits about the public site: CMS pages and plans (settings: site-settings). */
export function siteAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'write:site:any' } as const;

  typed.get(
    '/api/admin/pages',
    { config, schema: { response: { 200: z.object({ pages: z.array(PageSchema) }) } } },
    async () => ({ pages: await listPages(ctx.db) }),
  );

  typed.post(
    '/api/admin/pages',
    { config, schema: { body: PageInputSchema, response: { 201: PageSchema } } },
    async (request, reply) => {
      const page = await createPage(ctx.db, actorOf(request), request.body);
      return reply.code(201).send(page);
    },
  );

  typed.patch(
    '/api/admin/pages/:id',
    {
      config,
      schema: actOnRecord(PageIdParamsSchema, PageUpdateSchema, PageSchema),
    },
    async (request) => updatePage(ctx.db, actorOf(request), request.params.id, request.body),
  );

  typed.delete(
    '/api/admin/pages/:id',
    { config, schema: { params: PageIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePage(ctx.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  typed.put(
    '/api/admin/plans/:id',
    {
      config,
      schema: actOnRecord(PlanIdParamsSchema, PlanInputSchema, PlanSchema),
    },
    async (request) => replacePlan(ctx.db, actorOf(request), request.params.id, request.body),
  );
}
