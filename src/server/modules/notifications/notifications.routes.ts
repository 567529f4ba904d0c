import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateNotificationSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
  WsTicketSchema,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { users } from '../../db/tables';
import { fieldError, notFound, unauthenticated } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { notificationsSocketRoute } from './notifications-socket.routes';
import {
  dismissNotification,
  findRecipient,
  listNotifications,
  markAllRead,
} from './notifications.queries';
import {
  insertNotification,
  publishNotification,
  targetOf,
  toNotificationItem,
} from './notifications.service';
import { issueSocketTicket } from './socket-tickets';

const SentNotificationSchema = NotificationSchema.extend({
  target: z.object({
    userId: z.string().optional(),
    role: z.string().optional(),
    all: z.boolean().optional(),
  }),
});

export function notificationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in account (never the impersonated view): notifications belong to a person. */
  async function recipientOf(actor: Actor | null) {
    const recipient = actor ? await findRecipient(ctx.db, actor.id) : null;
    if (!recipient) throw unauthenticated();
    return recipient;
  }

  async function resolveUserId(input: { userId?: string; email?: string }) {
    if (input.email !== undefined) {
      const [user] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, input.email));
      if (!user) throw fieldError('email', 'No account uses this e-mail address');
      return user.id;
    }
    if (input.userId !== undefined) {
      const [user] = await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, input.userId));
      if (!user) throw fieldError('userId', 'No account has this id');
      return user.id;
    }
    return undefined;
  }

  r.post(
    '/api/notifications',
    {
      preValidation: app.requirePermission('send:notifications:any'),
      schema: {
        body: CreateNotificationSchema,
        response: { 201: z.object({ notification: SentNotificationSchema }) },
      },
    },
    async (request, reply) => {
      const { title, body, link, all, role } = request.body;
      const userId = await resolveUserId(request.body);
      const target = userId ? { userId } : role ? { role } : { all: all === true };
      // Stored with its audit entry, whole or not at all; announced only once committed.
      const row = await ctx.db.transaction(async (tx) => {
        const created = await insertNotification(
          tx,
          { title, body, link, ...target },
          request.actor!.id,
        );
        await recordAudit(tx, request.actor, {
          action: 'notification.send',
          target: `notification:${created.id}`,
          after: { title, body, link: created.link, target },
        });
        return created;
      });
      await publishNotification(ctx, row);
      reply.code(201);
      return { notification: { ...toNotificationItem(row), target: targetOf(row) } };
    },
  );

  r.get(
    '/api/notifications',
    {
      preValidation: app.authenticate,
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) => {
      const recipient = await recipientOf(request.actor);
      const { before, limit } = request.query;
      return listNotifications(ctx.db, recipient, {
        before: before ? new Date(before) : undefined,
        limit,
      });
    },
  );

  r.post(
    '/api/notifications/:id/dismiss',
    {
      preValidation: app.authenticate,
      schema: { params: z.object({ id: z.uuid('Not a notification id') }) },
    },
    async (request, reply) => {
      const recipient = await recipientOf(request.actor);
      const found = await dismissNotification(ctx.db, recipient, request.params.id);
      if (!found) throw notFound('Notification');
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/notifications/read-all',
    { preValidation: app.authenticate },
    async (request, reply) => {
      await markAllRead(ctx.db, await recipientOf(request.actor));
      return reply.code(204).send();
    },
  );

  r.post(
    '/api/notifications/ws-ticket',
    {
      preValidation: app.authenticate,
      // Issuing a socket ticket changes no data: not an impersonated write worth auditing.
      config: { auditImpersonatedWrite: false },
      schema: { response: { 200: WsTicketSchema } },
    },
    async (request) => ({ ticket: await issueSocketTicket(ctx, request.actor!.id) }),
  );

  notificationsSocketRoute(app, ctx);
}
