import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardSchema } from '../../../shared/schemas/dashboard';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { readDashboard } from './dashboard.service';

/** The portal home's figures: a landlord's own properties, the whole company for an admin. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/dashboard',
    {
      config: { access: ['read:properties:any', 'read:properties:own'], rowScope: 'own-property' },
      schema: { response: { 200: DashboardSchema } },
    },
    async (request) => readDashboard(ctx.db, actorOf(request)),
  );
}
