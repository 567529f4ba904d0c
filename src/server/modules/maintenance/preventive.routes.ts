import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import { PreventiveScheduleSchema, ScheduleInputSchema } from '../../../shared/schemas/maintenance';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { createSchedule, listSchedules, updateSchedule } from './preventive-schedules';

const write = { access: 'write:work-orders:any' } as const;

/** Preventive maintenance schedules: the office's list, a new one, an edited one. */
export function preventiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/maintenance-schedules',
    {
      config: write,
      schema: { response: { 200: z.object({ schedules: z.array(PreventiveScheduleSchema) }) } },
    },
    async () => ({ schedules: await listSchedules(ctx.db) }),
  );

  r.post(
    '/api/maintenance-schedules',
    {
      config: write,
      schema: { body: ScheduleInputSchema, response: { 201: PreventiveScheduleSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createSchedule(ctx.db, actorOf(request), request.body)),
  );

  r.put(
    '/api/maintenance-schedules/:id',
    {
      config: write,
      schema: {
        params: IdParamsSchema,
        body: ScheduleInputSchema,
        response: { 200: PreventiveScheduleSchema },
      },
    },
    async (request) => updateSchedule(ctx.db, actorOf(request), request.params.id, request.body),
  );
}
