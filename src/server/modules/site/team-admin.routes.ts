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
import { actorOf } from '../../lib/actor';
import { actOnRecord } from '../../lib/route-schema';
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
  const config = { access: 'write:site:any' } as const;

  typed.get(
    '/api/admin/team',
    { config, schema: { response: { 200: AdminTeamResponseSchema } } },
    async () => listTeamForAdmin(ctx.db),
  );

  typed.post(
    '/api/admin/team',
    {
      config,
      schema: { body: TeamMemberInputSchema, response: { 201: AdminTeamMemberSchema } },
    },
    async (request, reply) => {
      const member = await createTeamMember(ctx.db, actorOf(request), request.body);
      return reply.code(201).send(member);
    },
  );

  typed.patch(
    '/api/admin/team/:id',
    {
      config,
      schema: actOnRecord(TeamMemberIdParamsSchema, TeamMemberUpdateSchema, AdminTeamMemberSchema),
    },
    async (request) => updateTeamMember(ctx.db, actorOf(request), request.params.id, request.body),
  );

  typed.delete(
    '/api/admin/team/:id',
    { config, schema: { params: TeamMemberIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteTeamMember(ctx.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  typed.patch(
    '/api/admin/offices/:id',
    {
      config,
      schema: actOnRecord(OfficeIdParamsSchema, OfficeUpdateSchema, OfficeSchema),
    },
    async (request) => updateOffice(ctx.db, actorOf(request), request.params.id, request.body),
  );
}
