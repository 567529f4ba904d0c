import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users';
import { openRaw } from './integrity';
import type { DataLocation, ServerProcess } from './server-process';
import { post, type RoundControl, type WriteLog } from './write-stream';

/**
 * Maintenance writes streamed into the crash test, since a technician's updates must arrive
 * exactly once: the demo resident files requests, and
 * the office comments on each with a client key (as a technician's phone replaying its queue
 * would). After each restart every comment is sent again with its key: stored once, never twice.
 */
export const MAINTENANCE_KINDS = ['work-order', 'work-order-comment'] as const;

interface Comment {
  workOrderId: string;
  body: { body: string; visibility: 'internal'; clientKey: string };
  n: number;
}

export interface MaintenanceLog {
  requests: { id: string; reference: string }[];
  comments: Comment[];
  /** Comments sent whose answer never came: retried after the restart. */
  cutOff: Comment[];
  retryProblems: string[];
}

export const newMaintenanceLog = (): MaintenanceLog => ({
  requests: [],
  comments: [],
  cutOff: [],
  retryProblems: [],
});

const marker = (runId: string) => `crash-${runId}-wo`;

async function signIn(server: ServerProcess, log: WriteLog, email: string): Promise<string> {
  const res = await post(`${server.url}/api/auth/sign-in`, log.next++, {
    email,
    password: DEMO_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`${email} sign-in answered ${res.status}`);
  return res.body.accessToken as string;
}

export interface MaintenanceRound {
  residentToken: string;
  adminToken: string;
  uid: string;
  unitId: string;
}

export async function prepareMaintenanceRound(
  server: ServerProcess,
  log: WriteLog,
): Promise<MaintenanceRound> {
  const residentToken = await signIn(server, log, 'resident@example.com');
  const adminToken = await signIn(server, log, 'admin@example.com');
  const me = await fetch(`${server.url}/api/auth/me`, {
    headers: { authorization: `Bearer ${residentToken}` },
  }).then((r) => r.json());
  const page = await fetch(`${server.url}/api/maintenance/${me.user.id}`, {
    headers: { authorization: `Bearer ${residentToken}` },
  }).then((r) => r.json());
  return { residentToken, adminToken, uid: me.user.id, unitId: page.units[0].unitId };
}

export function maintenanceWriter(
  server: ServerProcess,
  log: WriteLog,
  m: MaintenanceLog,
  round: MaintenanceRound,
  control: RoundControl,
): Promise<void> {
  return (async () => {
    while (!control.killing()) {
      const n = log.next++;
      let res;
      try {
        res = await post(
          `${server.url}/api/maintenance/${round.uid}/requests`,
          n,
          {
            unitId: round.unitId,
            category: 'plumbing',
            urgency: 'routine',
            description: `${marker(log.runId)}-${n}: the tap drips.`,
            permissionToEnter: true,
          },
          round.residentToken,
        );
      } catch {
        log.unanswered++;
        return;
      }
      if (res.status !== 201) {
        log.refused.push(
          `POST /api/maintenance/:uid/requests ${res.status} ${JSON.stringify(res.body)}`,
        );
        return;
      }
      m.requests.push({ id: res.body.id, reference: res.body.reference });
      control.acknowledge('work-order');
      const comment: Comment = {
        workOrderId: res.body.id,
        body: {
          body: `note ${n}`,
          visibility: 'internal',
          clientKey: `${marker(log.runId)}-c${n}`,
        },
        n: log.next++,
      };
      let answer;
      try {
        answer = await post(
          `${server.url}/api/work-orders/${comment.workOrderId}/comments`,
          comment.n,
          comment.body,
          round.adminToken,
        );
      } catch {
        log.unanswered++;
        m.cutOff.push(comment);
        return;
      }
      if (answer.status !== 201) {
        log.refused.push(`POST /api/work-orders/:id/comments ${answer.status}`);
        return;
      }
      m.comments.push(comment);
      control.acknowledge('work-order-comment');
    }
  })();
}

/** Every comment again, with its key, as a phone back online would: 201, and still one copy. */
export async function retryComments(
  server: ServerProcess,
  log: WriteLog,
  m: MaintenanceLog,
): Promise<void> {
  const adminToken = await signIn(server, log, 'admin@example.com');
  for (const comment of [...m.comments, ...m.cutOff]) {
    const res = await post(
      `${server.url}/api/work-orders/${comment.workOrderId}/comments`,
      log.next++,
      comment.body,
      adminToken,
    );
    // A cut-off comment's work order may itself have been cut off before its commit.
    if (res.status === 404 && m.cutOff.includes(comment)) continue;
    if (res.status !== 201) {
      m.retryProblems.push(`comment ${comment.body.clientKey} sent again: ${res.status}`);
    }
  }
  m.comments.push(...m.cutOff.splice(0));
}

/** What a kill must never leave: a lost request, a request without its first event, a doubled comment. */
export async function findMaintenanceProblems(
  data: DataLocation,
  m: MaintenanceLog,
  runId: string,
): Promise<{ problems: string[]; stored: number }> {
  // The run id is base 36: safe to write into the query as it is.
  const like = `${marker(runId)}-%`;
  const db = await openRaw(data);
  try {
    const orders = await db.rows<{
      id: string;
      reference: string;
      created: number;
      audits: number;
    }>(
      `select w.id::text, w.reference,
         (select count(*)::int from work_order_events e where e.work_order_id = w.id and e.kind = 'created') as created,
         (select count(*)::int from audit_log a where a.target = 'work_order:' || w.id::text and a.action = 'work_order.create') as audits
       from work_orders w where w.description like '${like}'`,
    );
    const keys = await db.rows<{ client_key: string; n: number }>(
      `select client_key, count(*)::int as n from work_order_events where client_key like '${like}' group by client_key`,
    );
    const problems: string[] = [];
    const byId = new Map(orders.map((o) => [o.id, o]));
    for (const acked of m.requests) {
      if (!byId.has(acked.id)) problems.push(`acknowledged request ${acked.reference} is missing`);
    }
    for (const o of orders) {
      if (o.created !== 1) problems.push(`${o.reference} has ${o.created} "created" events`);
      if (o.audits !== 1) problems.push(`${o.reference} has ${o.audits} audit entries`);
    }
    const count = new Map(keys.map((k) => [k.client_key, k.n]));
    for (const c of m.comments) {
      const n = count.get(c.body.clientKey) ?? 0;
      if (byId.has(c.workOrderId) && n !== 1)
        problems.push(`comment ${c.body.clientKey} stored ${n} times`);
    }
    for (const [key, n] of count) if (n > 1) problems.push(`client key ${key} stored ${n} times`);
    return { problems, stored: orders.length };
  } finally {
    await db.close();
  }
}
