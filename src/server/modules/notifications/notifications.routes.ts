import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateNotificationSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationSchema,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { notFound, unauthenticated } from '../../lib/app-error';
import { type Actor, actorOf } from '../../lib/actor';
import { notificationsSocketRoute } from './notifications-socket.routes';
import {
  dismissNotification,
  findRecipient,
  listNotifications,
  markAllRead,
} from './notifications.queries';
import { publishNotification, targetOf, toNotificationItem } from './notifications.service';
import { sendNotification } from './send-notification';

const SentNotificationSchema = NotificationSchema.extend({
  target: z.object({
    userId: z.string().optional(),
    role: z.string().optional(),
    all: z.boolean().optional(),
  }),
});

export function notificationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Notifications belong to a person: the signed-in account's, or the account a real admin views
   * as (its stored list, like every other read while viewing as someone; never a role's view).
   */
  async function recipientOf(actor: Actor | null) {
    const recipient = actor ? await findRecipient(ctx.db, actor.id) : null;
    if (!recipient) throw unauthenticated();
    return recipient;
  }

  r.post(
    '/api/notifications',
    {
      config: { access: 'send:notifications:any' },
      schema: {
        body: CreateNotificationSchema,
        response: { 201: z.object({ notification: SentNotificationSchema }) },
      },
    },
    async (request, reply) => {
      const row = await sendNotification(ctx.db, actorOf(request), request.body);
      await publishNotification(ctx, row);
      reply.code(201);
      return { notification: { ...toNotificationItem(row), target: targetOf(row) } };
    },
  );

  r.get(
    '/api/notifications',
    {
      config: { access: 'signed-in', rowScope: 'own-notification' },
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
      config: { access: 'signed-in', rowScope: 'own-notification' },
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
    { config: { access: 'signed-in', rowScope: 'own-notification' } },
    async (request, reply) => {
      await markAllRead(ctx.db, await recipientOf(request.actor));
      return reply.code(204).send();
    },
  );

  notificationsSocketRoute(app, ctx);
}
