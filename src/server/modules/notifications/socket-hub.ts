import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  SOCKET_CLOSE_BLOCKED,
  SOCKET_CLOSE_UNAUTHENTICATED,
} from '../../../shared/schemas/notifications';
import type { AppContext } from '../../context';
import { notifications, users } from '../../db/tables';
import type { BusMessage } from '../../lib/bus';
import { toNotificationItem, type NotificationTarget } from './notifications.service';

export const HEARTBEAT_MS = 30_000;

/** One open socket: whose notifications it carries, and who opened it (an admin may watch). */
interface Connection {
  socket: WebSocket;
  accountId: string;
  /** The watched account's role when the socket opened: role-targeted messages match on it. */
  accountRole: string;
  viewerId: string;
  /** The viewer's session: signing it out closes this socket, and no other. */
  viewerSessionId: string;
  alive: boolean;
}

/** What admission decided a socket carries. */
export type SocketEntry = Omit<Connection, 'socket' | 'alive'>;

export interface SocketHub {
  add(socket: WebSocket, entry: SocketEntry): void;
  handle(message: BusMessage): Promise<void>;
  /** Open sockets in this process (for health and tests). */
  size(): number;
  close(): void;
}

/** Each process keeps the sockets it holds; the bus tells every process what to push. */
export function createSocketHub(ctx: AppContext, log: FastifyBaseLogger): SocketHub {
  const byAccount = new Map<string, Set<Connection>>();

  function remove(connection: Connection) {
    const set = byAccount.get(connection.accountId);
    set?.delete(connection);
    if (set?.size === 0) byAccount.delete(connection.accountId);
  }

  function matching(target: NotificationTarget): Connection[] {
    if (target.userId) return [...(byAccount.get(target.userId) ?? [])];
    const all = [...byAccount.values()].flatMap((set) => [...set]);
    if (target.all) return all;
    return all.filter((c) => c.accountRole === target.role);
  }

  async function deliver(notificationId: string, target: NotificationTarget) {
    const recipients = matching(target);
    if (recipients.length === 0) return;
    // The bus carries only the id (NOTIFY payloads are small); one read serves every socket here.
    const [row] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, notificationId));
    if (!row) return;
    const payload = JSON.stringify(toNotificationItem(row));
    for (const { socket } of recipients) {
      if (socket.readyState === socket.OPEN) socket.send(payload);
    }
  }

  function endSignedOutSession(userId: string, sessionId: string) {
    for (const set of byAccount.values()) {
      for (const connection of set) {
        if (connection.viewerId === userId && connection.viewerSessionId === sessionId) {
          connection.socket.close(SOCKET_CLOSE_UNAUTHENTICATED, 'signed out');
        }
      }
    }
  }

  async function endSessions(userId: string) {
    const [user] = await ctx.db
      .select({ blocked: users.blocked })
      .from(users)
      .where(eq(users.id, userId));
    // Blocked: the client signs out. Otherwise (role change, password reset, signed out
    // everywhere) the client's next ticket request decides whether it may come back, and with
    // which role. An admin watching the account only reconnects, to pick up its new role.
    const [code, reason] =
      !user || user.blocked
        ? [SOCKET_CLOSE_BLOCKED, 'blocked']
        : [SOCKET_CLOSE_UNAUTHENTICATED, 'session ended'];
    for (const set of byAccount.values()) {
      for (const connection of set) {
        if (connection.viewerId === userId) connection.socket.close(code, reason);
        else if (connection.accountId === userId) {
          connection.socket.close(SOCKET_CLOSE_UNAUTHENTICATED, 'account changed');
        }
      }
    }
  }

  // Ping every socket; one that has not answered the previous ping is gone.
  const heartbeat = setInterval(() => {
    for (const set of byAccount.values()) {
      for (const connection of set) {
        if (!connection.alive) {
          connection.socket.terminate();
          remove(connection);
          continue;
        }
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  /** The last message's handling: the next starts when it ends. */
  let inOrder: Promise<void> = Promise.resolve();

  return {
    add(socket, info) {
      const connection: Connection = { ...info, socket, alive: true };
      let set = byAccount.get(info.accountId);
      if (!set) byAccount.set(info.accountId, (set = new Set()));
      set.add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('close', () => remove(connection));
      socket.on('error', (err) => log.warn({ err }, 'notification socket error'));
    },
    handle(message) {
      // One message at a time, in the order the bus gave them: each delivery reads its row first,
      // and a later notification read sooner would reach a socket before an earlier one.
      inOrder = inOrder.then(async () => {
        try {
          if (message.type === 'notification') {
            await deliver(message.notificationId, message.target);
          } else if (message.type === 'session-ended') {
            if (message.sessionId) endSignedOutSession(message.userId, message.sessionId);
            else await endSessions(message.userId);
          }
        } catch (err) {
          log.error({ err }, 'notification fan-out failed');
        }
      });
      return inOrder;
    },
    size() {
      let n = 0;
      for (const set of byAccount.values()) n += set.size;
      return n;
    },
    close() {
      clearInterval(heartbeat);
      byAccount.clear();
    },
  };
}
