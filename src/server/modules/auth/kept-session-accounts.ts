import type { Db } from '../../db/client';
import type { Bus } from '../../lib/bus';
import { readSessionAccount } from './sessions';

type SessionAccount = NonNullable<Awaited<ReturnType<typeof readSessionAccount>>>;

// Far more accounts than a company signs in at once; past it, everything is read afresh.
const MAX_ACCOUNTS = 20_000;

/** Per database (tests open many): account id → session id → what was read. */
const kept = new WeakMap<Db, Map<string, Map<string, SessionAccount>>>();

function accountsOf(db: Db): Map<string, Map<string, SessionAccount>> {
  let accounts = kept.get(db);
  if (!accounts) kept.set(db, (accounts = new Map()));
  return accounts;
}

/**
 * The account behind an access token and whether its session is live, read from the database once
 * and then kept (docs/decisions/0057). What is kept of an account is forgotten whenever the
 * database announces a change to it (a trigger on users and refresh_tokens, drizzle/0011) and
 * whenever a session of it ends, on every instance, so a block, a role change, a password reset
 * and a sign-out still count on the next request.
 */
export async function readKeptSessionAccount(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionAccount | undefined> {
  const accounts = accountsOf(db);
  const hit = accounts.get(userId)?.get(sessionId);
  if (hit) return hit;
  const account = await readSessionAccount(db, userId, sessionId);
  if (!account) return undefined;
  if (accounts.size >= MAX_ACCOUNTS) accounts.clear();
  let sessions = accounts.get(userId);
  if (!sessions) accounts.set(userId, (sessions = new Map()));
  sessions.set(sessionId, account);
  return account;
}

/** At once, on this instance: the write that changed the account has just committed. */
export function forgetKeptAccount(db: Db, userId: string): void {
  kept.get(db)?.delete(userId);
}

/** Forgets accounts as the bus announces their changes; returns the unsubscribe. */
export function forgetAccountsOnChange(bus: Bus, db: Db): () => void {
  return bus.subscribe((message) => {
    if (message.type === 'account-changed' || message.type === 'session-ended') {
      forgetKeptAccount(db, message.userId);
    }
  });
}

/**
 * Listens now for the database's notice of a change to the account; the returned wait settles
 * once this instance has heard it (or after `timeoutMs`). A write that blocks, demotes or signs
 * out waits before answering: every instance hears a notice at the same moment, so when the
 * answer leaves, the others have forgotten the account too.
 */
export function hearAccountChange(
  bus: Bus,
  userId: string,
  timeoutMs = 1000,
): (() => Promise<void>) & { cancel(): void } {
  let unsubscribe: () => void = () => undefined;
  const heard = new Promise<void>((resolve) => {
    unsubscribe = bus.subscribe((message) => {
      if (message.type === 'account-changed' && message.userId === userId) resolve();
    });
  });
  const wait = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([heard, timeout]);
    clearTimeout(timer);
    unsubscribe();
  };
  // For a write that turned out to change nothing: no notice will come, so stop listening.
  return Object.assign(wait, { cancel: () => unsubscribe() });
}
