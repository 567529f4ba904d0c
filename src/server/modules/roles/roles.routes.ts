import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RoleRecordSchema } from '../../../shared/schemas/auth';
import type { AppContext } from '../../context';
import { roles } from '../../db/tables';

export function rolesRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/roles-for-super-admin',
    {
      preHandler: app.requirePermission('read:roles:any'),
      schema: { response: { 200: z.array(RoleRecordSchema) } },
    },
    async () => ctx.db.select({ name: roles.name }).from(roles).orderBy(asc(roles.name)),
  );
}
