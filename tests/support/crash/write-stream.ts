import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users';
import { validLeads } from '../lead-fixtures';
import type { ServerProcess } from './server-process';

/** Public forms the stream cycles through: each stores a lead, its event, notifications and e-mails. */
export const STREAM_KINDS = ['concierge', 'ma-form', 'multi-ma', 'car', 'referral'] as const;
type StreamKind = (typeof STREAM_KINDS)[number];

export interface AckedLead {
  id: string;
  reference: string;
  kind: StreamKind;
  email: string;
}

export interface AckedUser {
  id: string;
  email: string;
}

/** Everything the server acknowledged (answered 201) across all rounds, and what it did not. */
export interface WriteLog {
  /** Distinguishes this run's rows from the demo data's. */
  runId: string;
  leads: AckedLead[];
  users: AckedUser[];
  /** Requests sent whose answer never came: the kill took them, their rows may or may not exist. */
  unanswered: number;
  /** Answers other than 201: none are expected, a stream of valid writes is never refused. */
  refused: string[];
  next: number;
}

export function newWriteLog(): WriteLog {
  const runId = Date.now().toString(36);
  return { runId, leads: [], users: [], unanswered: 0, refused: [], next: 0 };
}

export const leadEmail = (runId: string, n: number) => `crash-${runId}-${n}@example.org`;
export const userEmail = (runId: string, n: number) => `crash-user-${runId}-${n}@example.org`;

/** A different private address per request, which the server believes because TRUST_PROXY=loopback. */
function forwardedFor(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function post(
  url: string,
  n: number,
  body: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': forwardedFor(n),
    ...extraHeaders,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch {
    return { status: res.status, body: text };
  }
}

export async function signInAdmin(server: ServerProcess, log: WriteLog): Promise<string> {
  const n = log.next++;
  const res = await post(`${server.url}/api/auth/sign-in`, n, {
    email: 'admin@example.com',
    password: DEMO_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  return res.body.accessToken as string;
}

/** What other writers (the money writes) see of a round: whether the kill has begun, and a way to count their acknowledgements. */
export interface RoundControl {
  killing(): boolean;
  acknowledge(kind: string): void;
}

/**
 * Sends valid writes from several concurrent writers until `killAfter` more have been
 * acknowledged, then SIGKILLs the server while the other writers' requests are in flight, and
 * returns once every writer has seen its request answered or cut off. `extraWriters` run in the
 * same round; the kill also waits for one acknowledgement of each kind in `mustAcknowledge`.
 */
/** Far more than a round takes (seconds); long enough for a loaded 2-core machine. */
const ROUND_LIMIT_MS = 150_000;

export async function writeThenKill(
  server: ServerProcess,
  log: WriteLog,
  options: {
    leadWriters: number;
    userWriters: number;
    killAfter: number;
    killDelayMs: number;
    extraWriters?: (round: RoundControl) => Promise<void>[];
    mustAcknowledge?: readonly string[];
  },
): Promise<{ acked: number }> {
  const token = await signInAdmin(server, log);
  let acked = 0;
  const ackedKinds = new Map<string, number>();
  let killing: Promise<void> | null = null;
  // Lead writers outpace the user writer many times over on a busy machine: the kill also waits
  // for one acknowledged user, so every round proves both kinds of write survive.
  const mustAcknowledge = [
    ...(options.userWriters > 0 ? ['user'] : []),
    ...(options.mustAcknowledge ?? []),
  ];
  const acknowledge = (kind: string) => {
    acked++;
    ackedKinds.set(kind, (ackedKinds.get(kind) ?? 0) + 1);
    const usersReady = mustAcknowledge.every((k) => (ackedKinds.get(k) ?? 0) > 0);
    if (acked >= options.killAfter && usersReady && !killing) {
      killing = new Promise((resolve) => setTimeout(resolve, options.killDelayMs)).then(() =>
        server.kill9(),
      );
    }
  };

  async function leadWriter(): Promise<void> {
    while (!killing) {
      const n = log.next++;
      const kind = STREAM_KINDS[n % STREAM_KINDS.length]!;
      const email = leadEmail(log.runId, n);
      const body = { ...validLeads[kind], contact: { ...validLeads[kind].contact, email } };
      let res;
      try {
        res = await post(`${server.url}/api/leads/${kind}`, n, body);
      } catch {
        log.unanswered++;
        return; // the server is gone
      }
      if (res.status === 201) {
        log.leads.push({ id: res.body.id, reference: res.body.reference, kind, email });
        acknowledge('lead');
      } else {
        log.refused.push(`POST /api/leads/${kind} ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
    }
  }

  async function userWriter(): Promise<void> {
    while (!killing) {
      const n = log.next++;
      const email = userEmail(log.runId, n);
      let res;
      try {
        res = await post(
          `${server.url}/api/admin/users`,
          n,
          { email, name: 'Crash Test Resident', role: 'resident' },
          token,
        );
      } catch {
        log.unanswered++;
        return;
      }
      if (res.status === 201) {
        log.users.push({ id: res.body.user.id, email });
        acknowledge('user');
      } else {
        log.refused.push(`POST /api/admin/users ${res.status} ${JSON.stringify(res.body)}`);
        return;
      }
    }
  }

  // A round whose kinds are not all acknowledged within the limit is given up: the kill comes
  // anyway, and the missing kinds are reported as refused (the test then fails saying which),
  // instead of writing until the test's own time-out.
  const giveUp = setTimeout(() => {
    if (killing) return;
    const missing = mustAcknowledge.filter((k) => !(ackedKinds.get(k) ?? 0));
    log.refused.push(
      `round gave up after ${ROUND_LIMIT_MS} ms; never acknowledged: ${missing.join(', ')}`,
    );
    killing = server.kill9();
  }, ROUND_LIMIT_MS);

  const writers = [
    ...Array.from({ length: options.leadWriters }, leadWriter),
    ...Array.from({ length: options.userWriters }, userWriter),
    ...(options.extraWriters?.({ killing: () => killing !== null, acknowledge }) ?? []),
  ];
  await Promise.all(writers);
  clearTimeout(giveUp);
  // Writers that were refused end early, without a kill: kill in any case.
  await (killing ?? server.kill9());
  return { acked };
}
