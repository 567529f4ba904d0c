import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-users';
import { contractBody, drawnSignature, inAWeek } from '../contracts';
import { openRaw } from './integrity';
import type { DataLocation, ServerProcess } from './server-process';
import { post, type RoundControl, type WriteLog } from './write-stream';

/**
 * Contract writes streamed into the crash test, since a signed contract must never be half-stored: the office sends a one-signer contract
 * and the guest signs it by the e-mailed link. A kill may cut off either; whatever was
 * acknowledged must be there whole: a sent contract with its hash and link, a completed one with
 * its final hash, its PDF on disk and its e-mails.
 */
export const CONTRACT_KINDS = ['contract-sent', 'contract-completed'] as const;

export interface ContractLog {
  sent: { id: string; title: string }[];
  completed: { id: string; title: string }[];
}

export const newContractLog = (): ContractLog => ({ sent: [], completed: [] });

const marker = (runId: string) => `crash-${runId}-ct`;

async function adminToken(server: ServerProcess, log: WriteLog): Promise<string> {
  const res = await post(`${server.url}/api/auth/sign-in`, log.next++, {
    email: 'admin@example.com',
    password: DEMO_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}`);
  return res.body.accessToken as string;
}

export async function prepareContractRound(server: ServerProcess, log: WriteLog): Promise<string> {
  return adminToken(server, log);
}

/** The signing link e-mailed to `email`, from the outbox the office reads. */
async function linkFor(
  server: ServerProcess,
  token: string,
  email: string,
): Promise<string | null> {
  const res = await fetch(`${server.url}/api/admin/outbox?page=1&pageSize=50`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) return null;
  const body = (await res.json()) as { items: { to: string; text: string }[] };
  const mail = body.items.find((m) => m.to === email);
  return /\/sign\/([A-Za-z0-9_-]{20,})/.exec(mail?.text ?? '')?.[1] ?? null;
}

export function contractWriter(
  server: ServerProcess,
  log: WriteLog,
  c: ContractLog,
  token: string,
  control: RoundControl,
): Promise<void> {
  return (async () => {
    while (!control.killing()) {
      const n = log.next++;
      const title = `${marker(log.runId)}-${n}`;
      const email = `signer-${log.runId}-${n}@example.org`;
      try {
        const created = await post(
          `${server.url}/api/contracts`,
          n,
          {
            kind: 'vendor-agreement',
            title,
            body: contractBody(1),
            parties: [{ name: 'Crash Signer', email, role: 'signer' }],
            signingOrder: 'parallel',
            expiresOn: inAWeek(),
            reminderDays: 3,
            message: '',
          },
          token,
        );
        if (created.status !== 201) {
          log.refused.push(`POST /api/contracts ${created.status} ${JSON.stringify(created.body)}`);
          return;
        }
        const id = created.body.id as string;
        const sent = await post(`${server.url}/api/contracts/${id}/send`, log.next++, {}, token);
        if (sent.status !== 200) {
          log.refused.push(`POST /api/contracts/:id/send ${sent.status}`);
          return;
        }
        c.sent.push({ id, title });
        control.acknowledge('contract-sent');
        const link = await linkFor(server, token, email);
        if (!link) {
          log.refused.push(`no signing link e-mailed for ${title}`);
          return;
        }
        const signed = await post(`${server.url}/api/sign/${link}`, log.next++, drawnSignature());
        if (signed.status !== 200 || signed.body.status !== 'completed') {
          log.refused.push(`POST /api/sign/:token ${signed.status} ${signed.body?.status}`);
          return;
        }
        c.completed.push({ id, title });
        control.acknowledge('contract-completed');
      } catch {
        log.unanswered++;
        return;
      }
    }
  })();
}

/** What a kill must never leave: an acknowledged contract missing, half sent or half completed. */
export async function findContractProblems(
  data: DataLocation,
  c: ContractLog,
  runId: string,
): Promise<{ problems: string[] }> {
  const db = await openRaw(data);
  try {
    const rows = await db.rows<{
      id: string;
      title: string;
      status: string;
      document_sha256: string | null;
      final_sha256: string | null;
      sent_events: number;
      completed_events: number;
      links: number;
      signed: number;
      completion_mails: number;
    }>(
      `select c.id::text, c.title, c.status, c.document_sha256, c.final_sha256,
         (select count(*)::int from contract_events e where e.contract_id = c.id and e.kind = 'sent') as sent_events,
         (select count(*)::int from contract_events e where e.contract_id = c.id and e.kind = 'completed') as completed_events,
         (select count(*)::int from contract_parties p where p.contract_id = c.id and p.token_hash is not null) as links,
         (select count(*)::int from contract_parties p where p.contract_id = c.id and p.status = 'signed') as signed,
         (select count(*)::int from outbox_emails o where o.subject = 'Completed: ' || c.title and o.attachments is not null) as completion_mails
       from contracts c where c.title like '${marker(runId)}-%'`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems: string[] = [];
    for (const acked of c.sent) {
      const row = byId.get(acked.id);
      if (!row) problems.push(`acknowledged contract ${acked.title} is missing`);
      else if (
        row.status === 'draft' ||
        !row.document_sha256 ||
        row.sent_events !== 1 ||
        row.links !== 1
      ) {
        problems.push(
          `${acked.title} was acknowledged sent but is ${row.status}, ${row.sent_events} sent events, ${row.links} links`,
        );
      }
    }
    for (const acked of c.completed) {
      const row = byId.get(acked.id);
      if (!row || row.status !== 'completed')
        problems.push(
          `${acked.title} was acknowledged completed but is ${row?.status ?? 'missing'}`,
        );
    }
    for (const row of rows) {
      if (row.status !== 'completed') {
        if (row.final_sha256 || row.completed_events > 0)
          problems.push(`${row.title} is ${row.status} yet has a final hash or completion event`);
        continue;
      }
      if (
        !row.final_sha256 ||
        row.completed_events !== 1 ||
        row.signed !== 1 ||
        row.completion_mails !== 1
      ) {
        problems.push(
          `${row.title} is completed but half: hash ${row.final_sha256 ? 'set' : 'missing'}, ${row.completed_events} completion events, ${row.signed} signed, ${row.completion_mails} e-mails`,
        );
      }
      if (data.kind === 'pglite') {
        const file = path.join(data.dataDir, 'contracts', `${row.id}.pdf`);
        if (!existsSync(file)) problems.push(`${row.title}'s signed PDF is missing`);
        else if (
          createHash('sha256').update(readFileSync(file)).digest('hex') !== row.final_sha256
        ) {
          problems.push(`${row.title}'s signed PDF does not match its final hash`);
        }
      }
    }
    return { problems };
  } finally {
    await db.close();
  }
}
