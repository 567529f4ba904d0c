import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RoleRecordSchema } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { listRoleRecords } from './roles.service';

export function rolesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/roles-for-super-admin',
    {
      config: { access: 'read:roles:any' },
      schema: { response: { 200: z.array(RoleRecordSchema) } },
    },
    async () => listRoleRecords(ctx.db),
  );
}
