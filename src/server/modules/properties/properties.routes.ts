import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  PortfolioPropertySchema,
  PortfolioQuerySchema,
  PropertyDetailSchema,
  PropertyInputSchema,
  PropertyUpdateSchema,
  UnitInputSchema,
  UnitUpdateSchema,
} from '../../../shared/schemas/properties';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { listPortfolio, readPropertyDetail } from './portfolio.service';
import {
  archiveProperty,
  archiveUnit,
  createProperty,
  createUnit,
  updateProperty,
  updateUnit,
} from './properties-admin.service';

const Created = z.object({ id: z.uuid() });
const Done = z.object({ ok: z.literal(true) });

/** Properties and units: owners read their portfolio, admins manage every one. */
export function propertiesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = {
    access: ['read:properties:any', 'read:properties:own'],
    rowScope: 'own-property',
  } as const;
  const write = { access: 'write:properties:any' } as const;

  typed.get(
    '/api/properties',
    {
      config: read,
      schema: {
        querystring: PortfolioQuerySchema,
        response: { 200: z.object({ properties: z.array(PortfolioPropertySchema) }) },
      },
    },
    async (request) => ({
      properties: await listPortfolio(ctx.db, actorOf(request), {
        includeArchived: request.query.includeArchived === 'true',
      }),
    }),
  );

  typed.get(
    '/api/properties/:id',
    { config: read, schema: { params: IdParamsSchema, response: { 200: PropertyDetailSchema } } },
    async (request) => readPropertyDetail(ctx.db, actorOf(request), request.params.id),
  );

  typed.post(
    '/api/admin/properties',
    { config: write, schema: { body: PropertyInputSchema, response: { 201: Created } } },
    async (request, reply) =>
      reply.code(201).send({ id: await createProperty(ctx.db, actorOf(request), request.body) }),
  );

  typed.patch(
    '/api/admin/properties/:id',
    {
      config: write,
      schema: actOnRecord(IdParamsSchema, PropertyUpdateSchema, Done),
    },
    async (request) => {
      await updateProperty(ctx.db, actorOf(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  typed.post(
    '/api/admin/properties/:id/archive',
    { config: write, schema: { params: IdParamsSchema, response: { 200: Done } } },
    async (request) => {
      await archiveProperty(ctx.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  typed.post(
    '/api/admin/properties/:id/units',
    {
      config: write,
      schema: { params: IdParamsSchema, body: UnitInputSchema, response: { 201: Created } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ id: await createUnit(ctx.db, actorOf(request), request.params.id, request.body) }),
  );

  typed.patch(
    '/api/admin/units/:id',
    {
      config: write,
      schema: actOnRecord(IdParamsSchema, UnitUpdateSchema, Done),
    },
    async (request) => {
      await updateUnit(ctx.db, actorOf(request), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  typed.post(
    '/api/admin/units/:id/archive',
    { config: write, schema: { params: IdParamsSchema, response: { 200: Done } } },
    async (request) => {
      await archiveUnit(ctx.db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
