import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCityListSchema,
  AdminCitySchema,
  CityContentInputSchema,
  CitySlugParamsSchema,
} from '../../../shared/schemas/cities-admin';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { listAdminCities, replaceCityContent } from './cities-admin.service';

/** What an admin edits about the marine-lifestyle city pages: their text and their marinas. */
export function citiesAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'write:site:any' } as const;

  typed.get(
    '/api/admin/cities',
    { config, schema: { response: { 200: AdminCityListSchema } } },
    async () => ({ cities: await listAdminCities(ctx.db) }),
  );

  typed.put(
    '/api/admin/cities/:slug',
    {
      config,
      schema: actOnRecord(CitySlugParamsSchema, CityContentInputSchema, AdminCitySchema),
    },
    async (request) =>
      replaceCityContent(ctx.db, actorOf(request), request.params.slug, request.body),
  );
}
