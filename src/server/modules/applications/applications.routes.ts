import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationDetailSchema,
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApprovedApplicationSchema,
  ApproveApplicationSchema,
  DeclineApplicationSchema,
} from '../../../shared/schemas/applications';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { approveApplication, declineApplication } from './application-decisions';
import { listApplications, readApplication } from './application-read';

const read = { access: 'read:applications:any' } as const;
const write = { access: 'write:applications:any' } as const;

/** Rental applications (/car submissions): the admins' review list, one application, decisions. */
export function applicationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/applications',
    {
      config: read,
      schema: { querystring: ApplicationListQuerySchema, response: { 200: ApplicationListSchema } },
    },
    async (request) => ({ applications: await listApplications(ctx.db, request.query) }),
  );

  typed.get(
    '/api/applications/:id',
    {
      config: read,
      schema: { params: IdParamsSchema, response: { 200: ApplicationDetailSchema } },
    },
    async (request) => readApplication(ctx.db, request.params.id),
  );

  typed.post(
    '/api/applications/:id/approve',
    {
      config: write,
      schema: {
        params: IdParamsSchema,
        body: ApproveApplicationSchema,
        response: { 201: ApprovedApplicationSchema },
      },
    },
    async (request, reply) => {
      const result = await approveApplication(
        ctx,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(result);
    },
  );

  typed.post(
    '/api/applications/:id/decline',
    {
      config: write,
      schema: actOnRecord(IdParamsSchema, DeclineApplicationSchema, ApplicationDetailSchema),
    },
    async (request) => {
      await declineApplication(ctx, actorOf(request), request.params.id, request.body);
      return readApplication(ctx.db, request.params.id);
    },
  );
}
