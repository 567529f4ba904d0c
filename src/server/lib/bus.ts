import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Fan-out between server instances. A message published on one instance reaches the
 * subscribers of every instance on the same database (PostgreSQL), or of this process (PGlite).
 * Messages must stay small (NOTIFY allows 8,000 bytes): announce ids, not documents.
 */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

export type BusMessage =
  | {
      type: 'notification';
      notificationId: string;
      target: { userId?: string; role?: string; all?: boolean };
    }
  /** With `sessionId`, only that session ended (sign-out); without, all of the account's did. */
  | { type: 'session-ended'; userId: string; sessionId?: string }
  | { type: 'event'; name: string; userIds?: string[]; roles?: string[]; data?: unknown }
  /** An account or one of its sessions changed in the database (a trigger announces it). */
  | { type: 'account-changed'; userId: string };

const CHANNEL = 'blu_bus';
/** Written by the database's own triggers (drizzle/0011), never published by the app. */
export const ACCOUNT_CHANNEL = 'blu_account';

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(message) {
      // Delivered asynchronously, as NOTIFY would be, so callers never depend on ordering quirks.
      queueMicrotask(() => emitter.emit(CHANNEL, message));
    },
    subscribe(handler) {
      emitter.on(CHANNEL, handler);
      return () => emitter.off(CHANNEL, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** LISTEN needs a long-lived connection of its own; publishing uses a short query. */
export async function createPostgresBus(url: string, log: (err: unknown) => void): Promise<Bus> {
  const handlers = new Set<(message: BusMessage) => void>();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', log);
  let listener: pg.Client | null = null;
  let closed = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === ACCOUNT_CHANNEL && msg.payload) {
        for (const handler of handlers) handler({ type: 'account-changed', userId: msg.payload });
        return;
      }
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const message = JSON.parse(msg.payload) as BusMessage;
        for (const handler of handlers) handler(message);
      } catch (err) {
        log(err);
      }
    });
    client.on('error', (err) => {
      log(err);
      if (!closed) setTimeout(() => void connect().catch(log), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    await client.query(`LISTEN ${ACCOUNT_CHANNEL}`);
    listener = client;
  }
  await connect();

  return {
    async publish(message) {
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
