import type { Db } from '../../db/client';
import { awaitApplied, type Bus } from '../../lib/bus';
import { readSessionAccount } from './sessions';

type SessionAccount = NonNullable<Awaited<ReturnType<typeof readSessionAccount>>>;

// Far more accounts than a company signs in at once; past it, everything is read afresh.
const MAX_ACCOUNTS = 20_000;

interface Kept {
  /** account id → session id → what was read */
  accounts: Map<string, Map<string, SessionAccount>>;
  /** Counts what was forgotten: a read that began before a forget must not be kept after it. */
  generation: number;
}

/** Per database (tests open many). */
const kept = new WeakMap<Db, Kept>();

function keptOf(db: Db): Kept {
  let found = kept.get(db);
  if (!found) kept.set(db, (found = { accounts: new Map(), generation: 0 }));
  return found;
}

/**
 * The account behind an access token and whether its session is live, read from the database once
 * and then kept (docs/decisions/0057). What is kept of an account is forgotten whenever the
 * database announces a change to it (a trigger on users and refresh_tokens, drizzle/0011) and
 * whenever a session of it ends, on every instance, so a block, a role change, a password reset
 * and a sign-out still count on the next request.
 */
export async function readCachedSessionAccount(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<SessionAccount | undefined> {
  const state = keptOf(db);
  const { accounts } = state;
  const hit = accounts.get(userId)?.get(sessionId);
  if (hit) return hit;
  const generation = state.generation;
  const account = await readSessionAccount(db, userId, sessionId);
  if (!account) return undefined;
  // The account changed while it was being read (the notice came between the read and now): the
  // read may be from before the change, so it answers this request only and is not kept.
  if (state.generation !== generation) return account;
  if (accounts.size >= MAX_ACCOUNTS) accounts.clear();
  let sessions = accounts.get(userId);
  if (!sessions) accounts.set(userId, (sessions = new Map()));
  sessions.set(sessionId, account);
  return account;
}

/** At once, on this instance: the write that changed the account has just committed. */
export function forgetCachedAccount(db: Db, userId: string): void {
  const state = keptOf(db);
  state.generation += 1;
  state.accounts.delete(userId);
}

/** Every account is read afresh: the notices sent while this instance was not listening are lost. */
export function forgetAllCachedAccounts(db: Db): void {
  const state = keptOf(db);
  state.generation += 1;
  state.accounts.clear();
}

/** Forgets accounts as the bus announces their changes; returns the unsubscribe. */
export function forgetAccountsOnChange(bus: Bus, db: Db): () => void {
  return bus.subscribe((message) => {
    if (message.type === 'account-changed' || message.type === 'session-ended') {
      forgetCachedAccount(db, message.userId);
    } else if (message.type === 'listening-again') {
      forgetAllCachedAccounts(db);
    }
  });
}

/**
 * Listens now until every live instance has forgotten the account; the returned wait settles once
 * they all confirm it (or after `timeoutMs`). A write that blocks, demotes or signs out waits
 * before answering, so when the answer leaves, no instance serves the account as it was.
 */
export function hearAccountChange(
  bus: Bus,
  userId: string,
  timeoutMs = 1000,
): (() => Promise<void>) & { cancel(): void } {
  return awaitApplied(bus, `account:${userId}`, timeoutMs);
}
