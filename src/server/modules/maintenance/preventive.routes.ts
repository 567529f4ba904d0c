import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import {
  MaintenanceSettingsSchema,
  PreventiveScheduleSchema,
  ScheduleInputSchema,
} from '../../../shared/schemas/maintenance';
import type { AppContext } from '../../context';
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
import { readMaintenanceSettings, updateMaintenanceSettings } from './maintenance-settings';
import { createSchedule, listSchedules, updateSchedule } from './preventive-schedules';

const write = { access: 'write:work-orders:any' } as const;

/**
 * The office's maintenance set-up: preventive schedules (the list, a new one, an edited one), and
 * the first-response targets and on-call technician.
 */
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
      schema: actOnRecord(IdParamsSchema, ScheduleInputSchema, PreventiveScheduleSchema),
    },
    async (request) => updateSchedule(ctx.db, actorOf(request), request.params.id, request.body),
  );

  r.get(
    '/api/admin/maintenance-settings',
    { config: write, schema: { response: { 200: MaintenanceSettingsSchema } } },
    async () => readMaintenanceSettings(ctx.db),
  );

  r.put(
    '/api/admin/maintenance-settings',
    {
      config: write,
      schema: { body: MaintenanceSettingsSchema, response: { 200: MaintenanceSettingsSchema } },
    },
    async (request) => updateMaintenanceSettings(ctx.db, actorOf(request), request.body),
  );
}
