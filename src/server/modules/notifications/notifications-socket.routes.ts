import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  SOCKET_CLOSE_BLOCKED,
  SOCKET_CLOSE_FORBIDDEN,
  SOCKET_CLOSE_UNAUTHENTICATED,
} from '../../../shared/schemas/notifications';
import type { Role } from '../../../shared/constants';
import { can } from '../../../shared/permissions';
import type { AppContext } from '../../context';
import { readKeptSessionAccount } from '../auth/kept-session-accounts';
import { createSocketHub } from './socket-hub';
import { loadSocketAccount } from './socket-accounts';
import { redeemSocketTicket, sweepExpiredTicketUses } from './socket-tickets';

const SWEEP_MS = 5 * 60_000;

/**
 * The live socket (docs/product.md, Notifications): `/ws/notifications?accountId=…`, JSON notifications out, nothing in. It is
 * opened with a single-use ticket (POST /api/notifications/ws-ticket) and refused with a close
 * code the client can read: 4001 ticket missing/bad/used/expired, 4003 blocked or not allowed.
 */
export function notificationsSocketRoute(app: FastifyInstance, ctx: AppContext): void {
  const hub = createSocketHub(ctx, app.log);
  const unsubscribe = ctx.bus.subscribe((message) => void hub.handle(message));
  const sweep = setInterval(() => {
    sweepExpiredTicketUses(ctx).catch((err: unknown) =>
      app.log.warn({ err }, 'ticket sweep failed'),
    );
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    unsubscribe();
    hub.close();
  });

  async function admit(
    socket: WebSocket,
    accountId: string | undefined,
    ticket: string | undefined,
  ) {
    const refuse = (code: number, reason: string) => socket.close(code, reason);
    if (!ticket) return refuse(SOCKET_CLOSE_UNAUTHENTICATED, 'ticket required');
    const redeemed = await redeemSocketTicket(ctx, ticket);
    if (!redeemed.ok) return refuse(SOCKET_CLOSE_UNAUTHENTICATED, redeemed.reason);
    // The account and its session from what this instance keeps (decision 0057): after the
    // ticket, no further read unless this instance has not seen the account since it changed.
    const viewer = await readKeptSessionAccount(ctx.db, redeemed.userId, redeemed.sessionId);
    if (!viewer) return refuse(SOCKET_CLOSE_UNAUTHENTICATED, 'invalid ticket');
    if (viewer.blocked) return refuse(SOCKET_CLOSE_BLOCKED, 'blocked');
    // A ticket issued before a block, password reset or sign-out everywhere is void.
    if (redeemed.issuedAt < Math.floor(viewer.tokensValidAfter.getTime() / 1000)) {
      return refuse(SOCKET_CLOSE_UNAUTHENTICATED, 'session ended');
    }
    // A ticket of a session signed out since it was issued is void too.
    if (!viewer.sessionLive) return refuse(SOCKET_CLOSE_UNAUTHENTICATED, 'session ended');
    const watchedId = accountId ?? viewer.id;
    if (watchedId !== viewer.id && !can(viewer.role as Role, 'watch:notifications:any')) {
      return refuse(SOCKET_CLOSE_FORBIDDEN, 'forbidden');
    }
    const account = watchedId === viewer.id ? viewer : await loadSocketAccount(ctx.db, watchedId);
    if (!account) return refuse(SOCKET_CLOSE_FORBIDDEN, 'unknown account');
    // The client may have gone while we checked; a closed socket must not enter the registry.
    if (socket.readyState !== socket.OPEN) return;
    hub.add(socket, {
      accountId: account.id,
      accountRole: account.role,
      viewerId: viewer.id,
      viewerSessionId: redeemed.sessionId,
    });
  }

  app.withTypeProvider<ZodTypeProvider>().get(
    '/ws/notifications',
    {
      websocket: true,
      // Open to connect: admission is the single-use ticket checked in `admit` (decision 0002).
      config: { access: 'public', rowScope: 'own-account' },
      schema: {
        // Both optional here, so a missing one is refused over the socket with a readable code.
        querystring: z.object({
          accountId: z.string().max(100).optional(),
          ticket: z.string().max(2000).optional(),
        }),
      },
    },
    async (socket, request) => {
      try {
        await admit(socket, request.query.accountId, request.query.ticket);
      } catch (err) {
        request.log.error({ err }, 'notification socket admission failed');
        socket.close(1011, 'server error');
      }
    },
  );
}
