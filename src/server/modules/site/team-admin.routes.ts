import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OfficeSchema } from '../../../shared/schemas/site';
import {
  AdminTeamMemberSchema,
  AdminTeamResponseSchema,
  OfficeIdParamsSchema,
  OfficeUpdateSchema,
  TeamMemberIdParamsSchema,
  TeamMemberInputSchema,
  TeamMemberUpdateSchema,
} from '../../../shared/schemas/team';
import type { AppContext } from '../../context';
import {
  createTeamMember,
  deleteTeamMember,
  listTeamForAdmin,
  updateOffice,
  updateTeamMember,
} from './team-admin.service';

/** The team and offices on /blu-world, as an admin edits them (the public read: site.routes). */
export function teamAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.requirePermission('write:site:any');

  typed.get(
    '/api/admin/team',
    { preHandler, schema: { response: { 200: AdminTeamResponseSchema } } },
    async () => listTeamForAdmin(ctx.db),
  );

  typed.post(
    '/api/admin/team',
    {
      preHandler,
      schema: { body: TeamMemberInputSchema, response: { 201: AdminTeamMemberSchema } },
    },
    async (request, reply) => {
      const member = await createTeamMember(ctx.db, request.actor!, request.body);
      return reply.code(201).send(member);
    },
  );

  typed.patch(
    '/api/admin/team/:id',
    {
      preHandler,
      schema: {
        params: TeamMemberIdParamsSchema,
        body: TeamMemberUpdateSchema,
        response: { 200: AdminTeamMemberSchema },
      },
    },
    async (request) => updateTeamMember(ctx.db, request.actor!, request.params.id, request.body),
  );

  typed.delete(
    '/api/admin/team/:id',
    { preHandler, schema: { params: TeamMemberIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTeamMember(ctx.db, request.actor!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  typed.patch(
    '/api/admin/offices/:id',
    {
      preHandler,
      schema: {
        params: OfficeIdParamsSchema,
        body: OfficeUpdateSchema,
        response: { 200: OfficeSchema },
      },
    },
    async (request) => updateOffice(ctx.db, request.actor!, request.params.id, request.body),
  );
}
