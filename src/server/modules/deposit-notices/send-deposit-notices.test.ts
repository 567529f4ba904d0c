import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import { paymentJobContext } from '../../../../tests/support/payments';
import { pdfText } from '../../../../tests/support/pdf-text';
import type { AppContext } from '../../context';
import { rawRows } from '../../db/raw-rows';
import { depositNotices, users } from '../../db/tables';
import { openFileStore, type FileStore } from '../../lib/file-store';
import { sendDueDepositNotices } from './send-deposit-notices';

let server: TestServer;
let admin: string;
let files: FileStore;
let dir: string;
let ctx: AppContext;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
  dir = await mkdtemp(path.join(tmpdir(), 'blu-deposit-notice-'));
  files = await openFileStore({ kind: 'local' }, dir);
  ctx = { ...paymentJobContext(server), files } as AppContext;
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A new lease whose deposit is charged and then paid at the office, meant for the deposit. */
async function leaseWithDepositPaid(residentEmail: string): Promise<string> {
  const leaseId = await createTestLease(
    server.database.db,
    { startDate: '2026-01-01', securityDepositCents: 300_000 },
    residentEmail,
  );
  const charge = await server.request('POST', `/api/leases/${leaseId}/charges`, {
    token: admin,
    body: { kind: 'deposit', amountCents: 300_000, description: 'Security deposit' },
  });
  expect(charge.status).toBe(201);
  const paid = await server.request('POST', `/api/leases/${leaseId}/payments`, {
    token: admin,
    body: {
      amountCents: 300_000,
      method: 'check',
      externalReference: '2044',
      appliesTo: 'deposit',
      idempotencyKey: `deposit-notice-${leaseId}`,
    },
  });
  expect(paid.status).toBe(201);
  return leaseId;
}

describe('the security deposit notice (§83.49(2))', () => {
  it('is sent once, within 30 days, in the tenant’s language, with a PDF naming the bank', async () => {
    await server.database.db
      .update(users)
      .set({ language: 'es' })
      .where(eq(users.email, 'marcus.bell@example.com'));
    const english = await leaseWithDepositPaid('resident@example.com');
    const spanish = await leaseWithDepositPaid('marcus.bell@example.com');
    const now = new Date();

    expect(await sendDueDepositNotices(ctx, now)).toBe(2);
    expect(await sendDueDepositNotices(ctx, now)).toBe(0);

    for (const [leaseId, email, language, words] of [
      [
        english,
        'resident@example.com',
        'en',
        'separate non-interest-bearing account at Seacoast National Bank',
      ],
      [
        spanish,
        'marcus.bell@example.com',
        'es',
        'cuenta separada, que no devenga intereses, en Seacoast National Bank',
      ],
    ] as const) {
      const [notice] = await server.database.db
        .select()
        .from(depositNotices)
        .where(eq(depositNotices.leaseId, leaseId));
      expect(notice!.sentAt.getTime()).toBe(now.getTime());
      const mail = await rawRows<{ subject: string; attachments: { key: string }[] }>(
        server.database.db,
        sql`select subject, attachments from outbox_emails
            where "to" = ${email} and attachments::text like ${`%${leaseId}%`}`,
      );
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe(
        language === 'es'
          ? 'Dónde se guarda su depósito de seguridad'
          : 'Where your security deposit is held',
      );
      const pdf = await files.read(mail[0]!.attachments[0]!.key);
      const text = (await pdfText(pdf!)).replace(/\s+/g, ' ');
      expect(text).toContain(words);
      expect(text).toContain('$3,000.00');
      expect(text).toContain(
        'THE LANDLORD MUST MAIL YOU NOTICE, WITHIN 30 DAYS AFTER YOU MOVE OUT',
      );
    }
  });

  it('is not sent for a deposit received more than 30 days ago, nor for a payment of rent', async () => {
    const leaseId = await createTestLease(server.database.db, { startDate: '2026-01-01' });
    const paid = await server.request('POST', `/api/leases/${leaseId}/payments`, {
      token: admin,
      body: { amountCents: 10_000, method: 'cash', idempotencyKey: `rent-${leaseId}` },
    });
    expect(paid.status).toBe(201);
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await sendDueDepositNotices(ctx, later)).toBe(0);
    const rows = await server.database.db
      .select()
      .from(depositNotices)
      .where(eq(depositNotices.leaseId, leaseId));
    expect(rows).toEqual([]);
  });

  it('refuses a payment that applies to something else, naming the field', async () => {
    const leaseId = await createTestLease(server.database.db, { startDate: '2026-01-01' });
    const res = await server.request('POST', `/api/leases/${leaseId}/payments`, {
      token: admin,
      body: {
        amountCents: 10_000,
        method: 'cash',
        appliesTo: 'pet_fee',
        idempotencyKey: `bad-${leaseId}`,
      },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('appliesTo');
  });
});
