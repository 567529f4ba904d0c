import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Fan-out between server instances. A message published on one instance reaches the
 * subscribers of every instance on the same database (PostgreSQL), or of this process (PGlite).
 * Messages must stay small (NOTIFY allows 8,000 bytes): announce ids, not documents.
 *
 * Each instance confirms (`applied`) the messages that make it drop what it kept — an account's
 * change, an event published with an `ack` — once its subscribers have handled them, so a writer
 * can wait until every live instance has (`awaitApplied`) before answering.
 */
export interface Bus {
  readonly instanceId: string;
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): () => void;
  /** This instance and the others heard from lately (they announce themselves every few seconds). */
  liveInstances(): string[];
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
  /** With `ack`, every instance confirms it once handled (see `awaitApplied`). */
  | { type: 'event'; name: string; ack?: string; data?: unknown }
  /** An account or one of its sessions changed in the database (a trigger announces it). */
  | { type: 'account-changed'; userId: string }
  /**
   * Given to this instance's subscribers only, when its LISTEN connection is back after a drop:
   * whatever was announced during the gap was lost, so everything kept must be read afresh.
   */
  | { type: 'listening-again' }
  /** An instance handled the message of `key`. */
  | { type: 'applied'; key: string; instance: string }
  /** An instance is up (sent at start and every few seconds), or `leaving` as it closes. */
  | { type: 'present'; instance: string; leaving?: boolean };

const CHANNEL = 'blu_bus';
/** Written by the database's own triggers (drizzle/0011), never published by the app. */
export const ACCOUNT_CHANNEL = 'blu_account';

const PRESENCE_EVERY_MS = 5_000;
/** An instance not heard from for this long is taken for gone (killed, cut off). */
const PRESENCE_LAPSES_MS = 15_000;

/** What an instance confirms having handled, by key; null for messages needing no confirmation. */
export function appliedKey(message: BusMessage): string | null {
  if (message.type === 'account-changed') return `account:${message.userId}`;
  if (message.type === 'event' && message.ack) return `event:${message.ack}`;
  return null;
}

/**
 * Listens now for every instance live at this moment to confirm the message of `key`; the
 * returned wait settles once they all have (or after `timeoutMs`, for an instance that died
 * unannounced). Start it before the write that causes the message, so no confirmation is missed.
 */
export function awaitApplied(
  bus: Bus,
  key: string,
  timeoutMs = 1000,
): (() => Promise<void>) & { cancel(): void } {
  const pending = new Set(bus.liveInstances());
  let unsubscribe: () => void = () => undefined;
  const applied = new Promise<void>((resolve) => {
    unsubscribe = bus.subscribe((message) => {
      if (message.type !== 'applied' || message.key !== key) return;
      pending.delete(message.instance);
      if (pending.size === 0) resolve();
    });
  });
  const wait = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([applied, timeout]);
    clearTimeout(timer);
    unsubscribe();
  };
  // For a write that turned out to change nothing: no message will come, so stop listening.
  return Object.assign(wait, { cancel: () => unsubscribe() });
}

/** What both transports share: subscribers, confirmations and who else is up. */
function agreeingBus(
  send: (message: BusMessage) => Promise<void>,
  log: (err: unknown) => void,
): {
  bus: Omit<Bus, 'close'>;
  deliver: (message: BusMessage) => void;
  handlers: Set<(message: BusMessage) => void>;
} {
  const instanceId = randomUUID();
  const handlers = new Set<(message: BusMessage) => void>();
  const peers = new Map<string, number>();
  const deliver = (message: BusMessage) => {
    if (message.type === 'present') {
      if (message.instance === instanceId) return;
      if (message.leaving) {
        peers.delete(message.instance);
        return;
      }
      // A newcomer learns of this instance now rather than at its next announcement.
      const known = peers.has(message.instance);
      peers.set(message.instance, Date.now());
      if (!known) send({ type: 'present', instance: instanceId }).catch(log);
      return;
    }
    for (const handler of handlers) handler(message);
    const key = appliedKey(message);
    if (key) send({ type: 'applied', key, instance: instanceId }).catch(log);
  };
  return {
    handlers,
    deliver,
    bus: {
      instanceId,
      publish: send,
      subscribe(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      liveInstances() {
        const since = Date.now() - PRESENCE_LAPSES_MS;
        const live = [...peers].filter(([, seen]) => seen >= since).map(([id]) => id);
        return [instanceId, ...live];
      },
    },
  };
}

export function createMemoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Delivered asynchronously, as NOTIFY would be, so callers never depend on ordering quirks.
  const send = async (message: BusMessage) => {
    queueMicrotask(() => emitter.emit(CHANNEL, message));
  };
  const { bus, deliver, handlers } = agreeingBus(send, () => undefined);
  emitter.on(CHANNEL, deliver);
  return {
    ...bus,
    async close() {
      handlers.clear();
      emitter.removeAllListeners();
    },
  };
}

/** Waits before reconnecting: 0.5 s, doubling to at most 30 s while the database stays away. */
export function reconnectDelayMs(failures: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, failures - 1));
}

/**
 * LISTEN needs a long-lived connection of its own; publishing uses a short query. A dropped
 * connection is replaced once (a client can report several errors for one drop, and each used to
 * open another connection, doubling the listeners), with back-off while the database is away;
 * once listening again, subscribers are told to forget what they kept.
 */
export async function createPostgresBus(url: string, log: (err: unknown) => void): Promise<Bus> {
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', log);
  const send = async (message: BusMessage) => {
    await publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  };
  const { bus, deliver, handlers } = agreeingBus(send, log);
  let listener: pg.Client | null = null;
  let closed = false;
  let failures = 0;

  async function listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, application_name: 'blu-listen' });
    client.on('notification', (msg) => {
      if (msg.channel === ACCOUNT_CHANNEL && msg.payload) {
        deliver({ type: 'account-changed', userId: msg.payload });
        return;
      }
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        deliver(JSON.parse(msg.payload) as BusMessage);
      } catch (err) {
        log(err);
      }
    });
    // Until it listens, a failure rejects `listen` (and the caller retries); after, it is a drop.
    let listening = false;
    let dropped = false;
    const drop = (err?: unknown) => {
      if (err) log(err);
      if (!listening || dropped) return;
      dropped = true;
      client.end().catch(() => {});
      if (listener === client) listener = null;
      if (!closed) scheduleReconnect();
    };
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      await client.query(`LISTEN ${ACCOUNT_CHANNEL}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    listening = true;
    return client;
  }

  function scheduleReconnect(): void {
    failures += 1;
    setTimeout(() => {
      if (closed) return;
      listen().then(
        (client) => {
          if (closed) return void client.end().catch(() => {});
          listener = client;
          failures = 0;
          deliver({ type: 'listening-again' });
          void announce();
        },
        (err: unknown) => {
          log(err);
          scheduleReconnect();
        },
      );
    }, reconnectDelayMs(failures)).unref();
  }

  const announce = (leaving = false) =>
    send({ type: 'present', instance: bus.instanceId, leaving }).catch(log);

  listener = await listen();
  await announce();
  const presence = setInterval(() => void announce(), PRESENCE_EVERY_MS);
  presence.unref();

  return {
    ...bus,
    async close() {
      closed = true;
      clearInterval(presence);
      handlers.clear();
      await announce(true);
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
