import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenOfProtocols } from '../../../shared/socket-protocols';
import type { AppContext } from '../../context';
import { admitSocket, type SocketAdmission } from './socket-admission';
import { createSocketHub } from './socket-hub';

declare module 'fastify' {
  interface FastifyRequest {
    /** Decided before the upgrade; the socket handler acts on it. */
    socketAdmission?: SocketAdmission;
  }
}

/**
 * The live socket (docs/product.md, Notifications): `/ws/notifications?accountId=…`, JSON
 * notifications out, nothing in. The client offers its access token as a subprotocol
 * (docs/decisions/0063); a refusal still upgrades and then closes with a code the browser can
 * read (an HTTP error on the upgrade reaches it only as a bare 1006): 4001 token missing, bad or
 * of an ended session, 4003 blocked or not allowed.
 */
export function notificationsSocketRoute(app: FastifyInstance, ctx: AppContext): void {
  const hub = createSocketHub(ctx, app.log);
  ctx.metrics.gauge('blu_sockets_open', 'Live notification sockets this instance holds', () =>
    hub.size(),
  );
  const unsubscribe = ctx.bus.subscribe((message) => void hub.handle(message));
  app.addHook('onClose', async () => {
    unsubscribe();
    hub.close();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/ws/notifications',
    {
      websocket: true,
      // Open to connect: admission is the access token checked before the upgrade (decision 0063).
      config: { access: 'public', rowScope: 'own-account' },
      schema: {
        querystring: z.object({ accountId: z.string().max(100).optional() }),
      },
      // Before the upgrade, so an admitted socket is registered the moment it opens.
      preHandler: async (request: FastifyRequest<{ Querystring: { accountId?: string } }>) => {
        try {
          request.socketAdmission = await admitSocket(
            ctx,
            tokenOfProtocols(request.headers['sec-websocket-protocol']),
            request.query.accountId,
          );
        } catch (err) {
          request.log.error({ err }, 'notification socket admission failed');
          request.socketAdmission = { admitted: false, code: 1011, reason: 'server error' };
        }
      },
    },
    (socket, request) => {
      const admission = request.socketAdmission;
      if (!admission) return socket.close(1011, 'server error');
      // The client may have gone while we checked; a closed socket must not enter the registry.
      if (admission.admitted && socket.readyState !== socket.OPEN) return;
      if (!admission.admitted) return socket.close(admission.code, admission.reason);
      hub.add(socket, admission.entry);
    },
  );
}
