import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { assertBooksAgree } from '../../../../tests/support/books-agree';
import { createTestLease } from '../../../../tests/support/leasing';
import { closedMonths, journalEntries, payments } from '../../db/tables';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn('admin@example.com');
});
afterAll(async () => server?.close());

describe('the books under parallel requests', () => {
  it('stay balanced and applied whole when payments, charges and reversals race on one lease', async () => {
    const leaseId = await createTestLease(server.database.db, { startDate: '2026-09-01' });
    const charge = (n: number) =>
      server.request('POST', `/api/leases/${leaseId}/charges`, {
        token: admin,
        body: { kind: 'other', amountCents: 40_000 + n, description: `Parallel charge ${n}` },
      });
    const pay = (n: number, appliesTo: 'charges' | 'deposit' = 'charges') =>
      server.request('POST', `/api/leases/${leaseId}/payments`, {
        token: admin,
        body: {
          amountCents: 30_000 + n,
          method: 'cash',
          appliesTo,
          idempotencyKey: `parallel-${leaseId}-${n}`,
        },
      });
    const first = await Promise.all([
      ...[1, 2, 3, 4].map(charge),
      ...[1, 2, 3, 4, 5, 6].map((n) => pay(n)),
      pay(7, 'deposit'),
      // The same key twice at once: one payment.
      pay(1),
    ]);
    expect(first.map((r) => r.status).every((s) => s === 201 || s === 200)).toBe(true);

    const paid = await server.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.leaseId, leaseId));
    expect(paid).toHaveLength(7);
    const reversals = await Promise.all([
      ...paid.slice(0, 3).map((p) =>
        server.request('POST', `/api/payments/${p.id}/reverse`, {
          token: admin,
          body: { reason: 'Bounced' },
        }),
      ),
      // The same payment reversed twice at once: once.
      server.request('POST', `/api/payments/${paid[0]!.id}/reverse`, {
        token: admin,
        body: { reason: 'Bounced twice' },
      }),
      ...[5, 6].map(charge),
      pay(8),
    ]);
    expect(reversals.filter((r) => r.status >= 500)).toEqual([]);
    await assertBooksAgree(server.database.db);
  });

  it('close a month while entries dated in it are posted: none lands in it after the close', async () => {
    const get = async (path: string) =>
      (await server.request('GET', path, { token: admin })).body as { items: any[] };
    const { items: accounts } = await get('/api/accounting/accounts');
    const cash = accounts.find((a) => a.systemKey === 'operating_cash');
    const expense = accounts.find((a) => a.systemKey === 'bank_fees');
    const { items: months } = await get('/api/accounting/months');
    const oldest = months.find((m) => !m.closed && m.closable);
    const entry = (n: number) =>
      server.request('POST', '/api/accounting/journal-entries', {
        token: admin,
        body: {
          date: `${oldest.month}-15`,
          memo: `Racing entry ${n}`,
          lines: [
            { accountId: expense.id, debitCents: 100 + n },
            { accountId: cash.id, creditCents: 100 + n },
          ],
        },
      });
    const answers = await Promise.all([
      entry(1),
      entry(2),
      server.request('POST', `/api/accounting/months/${oldest.month}/close`, { token: admin }),
      entry(3),
      entry(4),
    ]);
    expect(answers[2]!.status).toBe(200);
    // Each entry either went in before the close or was refused for its date.
    for (const answer of [answers[0], answers[1], answers[3], answers[4]]) {
      expect([201, 400], JSON.stringify(answer!.body)).toContain(answer!.status);
      if (answer!.status === 400) expect(answer!.body.fields.date).toBeTruthy();
    }
    const db = server.database.db;
    const [closed] = await db
      .select()
      .from(closedMonths)
      .where(eq(closedMonths.month, `${oldest.month}-01`));
    const inMonth = await db
      .select({ postedAt: journalEntries.postedAt })
      .from(journalEntries)
      .where(sql`to_char(${journalEntries.entryDate}, 'YYYY-MM') = ${oldest.month}`);
    for (const row of inMonth)
      expect(row.postedAt.getTime()).toBeLessThanOrEqual(closed!.closedAt.getTime());
    await assertBooksAgree(db);
  });
});
