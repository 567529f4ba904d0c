import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createLocalFileStore } from '../../lib/file-store';
import { sendNewContract, signingTokenFor } from '../../../../tests/support/contracts';
import type { AppContext } from '../../context';
import { contractEvents, contracts, notifications, outboxEmails } from '../../db/tables';
import { createMemoryBus } from '../../lib/bus';
import { createMailer } from '../../lib/mailer';
import { runContractJobs } from './contract-jobs';

let server: TestServer;
let admin: string;
let ctx: AppContext;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  ctx = {
    db: server.database.db,
    bus: createMemoryBus(),
    mailer: createMailer(undefined, 'test@blu.example', { transport: null }),
    config: { publicUrl: server.url },
    files: createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'blu-contracts-'))),
  } as unknown as AppContext;
});
afterAll(async () => server?.close());

const DAY = 86_400_000;

async function contract(id: string) {
  const [row] = await server.database.db.select().from(contracts).where(eq(contracts.id, id));
  return row!;
}

describe('the contract jobs, under a fake clock', () => {
  it('reminds an unsigned party every few days with a fresh link, warns 3 days before expiry, then expires it', async () => {
    const email = `jobs-${Date.now()}@example.org`;
    const id = await sendNewContract(server, admin, { parties: [{ name: 'Late Signer', email }] });
    const first = await signingTokenFor(server, email);
    const sentAt = (await contract(id)).sentAt!;

    await runContractJobs(ctx, new Date(sentAt.getTime() + 2 * DAY));
    expect(await signingTokenFor(server, email)).toBe(first);

    await runContractJobs(ctx, new Date(sentAt.getTime() + 3 * DAY + 1000));
    const reminded = await signingTokenFor(server, email);
    expect(reminded).not.toBe(first);
    const reminders = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email));
    expect(reminders.some((m) => m.subject.startsWith('Reminder: please sign'))).toBe(true);
    // A second pass the same moment sends nothing more.
    await runContractJobs(ctx, new Date(sentAt.getTime() + 3 * DAY + 2000));
    expect(await signingTokenFor(server, email)).toBe(reminded);

    const { expiresAt } = await contract(id);
    await runContractJobs(ctx, new Date(expiresAt.getTime() - 2 * DAY));
    expect((await contract(id)).expiryWarnedAt).not.toBeNull();
    const warned = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/contracts/${id}`));
    expect(warned.some((n) => n.title === 'Contract expiring in 3 days')).toBe(true);
    // The party gets a fresh link with the warning; the sender an e-mail too.
    const partyMail = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email));
    expect(partyMail.some((m) => m.subject.startsWith('Expires in 3 days: please sign'))).toBe(
      true,
    );
    const senderMail = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'admin@example.com'));
    expect(senderMail.some((m) => m.subject.startsWith('Expiring in 3 days: '))).toBe(true);

    await runContractJobs(ctx, new Date(expiresAt.getTime() + 1000));
    expect((await contract(id)).status).toBe('expired');
    expect((await server.request('GET', `/api/sign/${reminded}`)).status).toBe(404);
    const events = await server.database.db
      .select({ kind: contractEvents.kind })
      .from(contractEvents)
      .where(eq(contractEvents.contractId, id));
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['reminded', 'expired']));
  });
});
