import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertBooksAgree } from '../../../../tests/support/books-agree';
import { openBooks, type Books } from '../../../../tests/support/books';
import { createTestLease } from '../../../../tests/support/leasing';
import { createMemoryBus } from '../../lib/bus';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { payments, users } from '../../db/tables';
import { postManualCharge, recordManualPayment, reversePayment } from '../leasing/ledger-writes';
import { postDueChargesIn } from '../leasing/rent-run';

let books: Books;
let actor: Actor;
let ctx: AppContext;
beforeAll(async () => {
  books = await openBooks();
  const [admin] = await books.db.select().from(users).where(eq(users.id, books.adminId));
  actor = {
    id: admin!.id,
    sessionId: 'property-test',
    email: admin!.email,
    name: admin!.name,
    realRole: 'admin',
    role: 'admin',
    impersonatedRole: null,
  };
  ctx = { db: books.db, bus: createMemoryBus() } as unknown as AppContext;
});
afterAll(async () => books?.dispose());

/** One money event on a lease, as the office or the scheduler records it. */
const op = fc.oneof(
  fc.record({
    type: fc.constant('charge' as const),
    kind: fc.constantFrom('deposit', 'utility', 'other', 'credit', 'concession'),
    cents: fc.integer({ min: 1, max: 400_000 }),
  }),
  fc.record({
    type: fc.constant('payment' as const),
    cents: fc.integer({ min: 1, max: 500_000 }),
    appliesTo: fc.constantFrom('charges', 'deposit'),
  }),
  fc.record({ type: fc.constant('reverse' as const), pick: fc.nat() }),
  fc.record({ type: fc.constant('rent' as const) }),
);

let run = 0;

describe('the books of random money events', () => {
  it('agree with every ledger, balance, and hold in trust exactly what is owed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (sequence) => {
        run++;
        const leaseId = await createTestLease(books.db, {
          startDate: '2026-09-01',
          monthlyRentCents: 180_000,
        });
        let n = 0;
        for (const step of sequence) {
          n++;
          if (step.type === 'charge') {
            await postManualCharge(books.db, actor, leaseId, {
              kind: step.kind,
              amountCents: step.cents,
              description: `Property test ${run}.${n}`,
            });
          } else if (step.type === 'payment') {
            await recordManualPayment(ctx, actor, leaseId, {
              amountCents: step.cents,
              method: 'cash',
              appliesTo: step.appliesTo,
              idempotencyKey: `property-${run}-${n}-${Math.random()}`,
            });
          } else if (step.type === 'reverse') {
            const paid = await books.db
              .select({ id: payments.id, status: payments.status })
              .from(payments)
              .where(eq(payments.leaseId, leaseId));
            const open = paid.filter((p) => p.status === 'succeeded');
            if (open.length === 0) continue;
            await reversePayment(books.db, actor, open[step.pick % open.length]!.id, 'Bounced');
          } else {
            await books.db.transaction((tx) => postDueChargesIn(tx, new Date(), [leaseId]));
          }
        }
        await assertBooksAgree(books.db);
      }),
      { numRuns: 25 },
    );
  });
});
