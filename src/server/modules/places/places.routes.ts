import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CityDetailSchema,
  CitySummarySchema,
  CommunitiesQuerySchema,
  CommunityDetailSchema,
  CommunitySummarySchema,
  UnitDetailSchema,
} from '../../../shared/schemas/places';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { getCity, getCommunity, listCities, listCommunities } from './places.service';
import { getUnit } from './units.service';

const IdParams = z.object({ id: z.string().min(1).max(120) });

/** Public, read-only: the city guides, communities and units the public site shows. */
export function placesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/cities',
    { config: { access: 'public' }, schema: { response: { 200: z.array(CitySummarySchema) } } },
    async () => listCities(ctx.db),
  );

  r.get(
    '/api/cities/:slug',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ slug: z.string().min(1).max(80) }),
        response: { 200: CityDetailSchema },
      },
    },
    async (request) => {
      const city = await getCity(ctx.db, request.params.slug);
      if (!city) throw notFound('City');
      return city;
    },
  );

  r.get(
    '/api/communities',
    {
      config: { access: 'public' },
      schema: {
        querystring: CommunitiesQuerySchema,
        response: { 200: z.array(CommunitySummarySchema) },
      },
    },
    async (request) => listCommunities(ctx.db, request.query),
  );

  r.get(
    '/api/communities/:id',
    {
      config: { access: 'public' },
      schema: { params: IdParams, response: { 200: CommunityDetailSchema } },
    },
    async (request) => {
      const community = await getCommunity(ctx.db, request.params.id);
      if (!community) throw notFound('Community');
      return community;
    },
  );

  r.get(
    '/api/units/:id',
    {
      config: { access: 'public' },
      schema: { params: IdParams, response: { 200: UnitDetailSchema } },
    },
    async (request) => {
      const unit = await getUnit(ctx.db, request.params.id);
      if (!unit) throw notFound('Unit');
      return unit;
    },
  );
}
