import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  type AdminUser,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserResponseSchema,
  CreateUserSchema,
  UpdateUserSchema,
  UserIdParamsSchema,
} from '../../../shared/schemas/users';
import { BlogEditorSwitchSchema } from '../../../shared/schemas/blog';
import type { AppContext } from '../../context';
import { actorOf, type Actor } from '../../lib/actor';
import { createUser, getUser, listUsers, setBlogEditor, updateUser } from './users.service';

/** Users and roles for admins: list and search, invite, change role or name, block, blog editor. */
export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    {
      config: { access: 'read:users:any' },
      schema: { querystring: AdminUserListQuerySchema, response: { 200: AdminUserListSchema } },
    },
    async (request) => listUsers(ctx.db, actorOf(request), request.query),
  );

  r.get(
    '/api/admin/users/:id',
    {
      config: { access: 'read:users:any' },
      schema: { params: UserIdParamsSchema, response: { 200: AdminUserResponseSchema } },
    },
    async (request) => ({ user: await getUser(ctx.db, actorOf(request), request.params.id) }),
  );

  r.post(
    '/api/admin/users',
    {
      config: { access: 'write:users:any' },
      schema: { body: CreateUserSchema, response: { 201: AdminUserResponseSchema } },
    },
    async (request, reply) => {
      const user = await createUser(ctx, actorOf(request), request.body);
      return reply.code(201).send({ user });
    },
  );

  /** An admin's change to one account, answered with the account as it now is. */
  const accountChange = <B extends z.ZodType>(
    url: string,
    body: B,
    change: (actor: Actor, id: string, input: z.infer<B>) => Promise<AdminUser>,
  ) =>
    r.patch(
      url,
      {
        config: { access: 'write:users:any' },
        schema: { params: UserIdParamsSchema, body, response: { 200: AdminUserResponseSchema } },
      },
      async (request) => ({
        user: await change(actorOf(request), request.params.id, request.body as z.infer<B>),
      }),
    );

  accountChange('/api/admin/users/:id', UpdateUserSchema, (actor, id, input) =>
    updateUser(ctx, actor, id, input),
  );
  accountChange('/api/admin/users/:id/blog-editor', BlogEditorSwitchSchema, (actor, id, input) =>
    setBlogEditor(ctx, actor, id, input.isBlogEditor),
  );
}
