import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/api';
import { assertBooksAgree } from '../../../../tests/support/books-agree';
import { createTestLease } from '../../../../tests/support/leasing';
import { payments } from '../../db/tables';

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
});
