import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PlanListSchema } from '../../../shared/schemas/plans';
import {
  PageLanguageQuerySchema,
  PageSchema,
  TeamResponseSchema,
} from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { findPublishedPage } from './pages.service';
import { listPlans } from './plans.service';
import { readTeam } from './team.service';

/** Public content: CMS pages, plans and the team. Admin writes live in site-admin.routes.ts. */
export function siteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ slug: z.string().max(80) }),
        querystring: PageLanguageQuerySchema,
        response: { 200: PageSchema.omit({ published: true }) },
      },
    },
    async (request) => {
      const page = await findPublishedPage(ctx.db, request.params.slug, request.query.lang);
      if (!page) throw notFound('Page');
      return page;
    },
  );

  typed.get(
    '/api/plans',
    { config: { access: 'public' }, schema: { response: { 200: PlanListSchema } } },
    async () => ({
      plans: await listPlans(ctx.db),
    }),
  );

  typed.get(
    '/api/team',
    { config: { access: 'public' }, schema: { response: { 200: TeamResponseSchema } } },
    async () => readTeam(ctx.db),
  );
}
