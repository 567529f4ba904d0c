import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../../tests/support/api';
import { createTestLease } from '../../../../tests/support/leasing';
import type { AppContext } from '../../context';
import {
  charges,
  notifications,
  outboxEmails,
  paymentMethods,
  payments,
  users,
} from '../../db/tables';
import { createMemoryBus } from '../../lib/bus';
import { createMailer } from '../../lib/mailer';
import { postDueCharges } from '../leasing/rent-run';
import { runAutopay } from './autopay-run';
import { balanceOf } from './charge-lease';
import { createSandboxProvider } from './sandbox';
import { settlePendingPayments } from './settlement';

const server = useTestServer();
let ctx: AppContext;
beforeAll(async () => {
  ctx = {
    config: { publicUrl: 'http://localhost:4102' },
    db: server.database.db,
    bus: createMemoryBus(),
    mailer: createMailer(undefined, 'no-reply@localhost'),
    payments: createSandboxProvider({ achSettlementMs: 60_000 }),
  } as unknown as AppContext;
  // Starting a seeded server takes minutes when the shared machine is loaded.
}, 240_000);

const db = () => server.database.db;
const byText = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');
/** A sandbox token of the given test outcome, as the browser's tokenization would give it. */
const sandboxToken = (outcome: 'ok' | 'declined' | 'nsf' | 'ach' | 'achr01', last4: string) =>
  `tok_sbx_${outcome}_${last4}_${randomBytes(9).toString('hex')}`;

/**
 * A resident of their own (one autopay method per person), on a lease of their own in 2036
 * (rent due on the 5th from January), enrolled in autopay since 1 January with `token`.
 */
async function enrolledLease(token: string, kind: 'card' | 'ach' = 'card') {
  const email = `autopay-${randomUUID()}@example.com`;
  const [user] = await db()
    .insert(users)
    .values({ email, name: 'Avery Autopay', passwordHash: 'x', role: 'resident' })
    .returning();
  const leaseId = await createTestLease(db(), { startDate: '2036-01-01', dueDay: 5 }, email);
  const [method] = await db()
    .insert(paymentMethods)
    .values({
      userId: user!.id,
      kind,
      providerToken: token,
      brand: kind === 'card' ? 'visa' : 'bank',
      last4: '4242',
      autopay: true,
      autopayLeaseId: leaseId,
      autopayEnrolledAt: new Date('2036-01-01T12:00:00Z'),
    })
    .returning();
  return { leaseId, userId: user!.id, email, methodId: method!.id };
}

/** Noon in New York on a 2036 day: the rent run first, then autopay, as the scheduler does. */
async function runOn(day: string, leaseId: string) {
  const now = new Date(`${day}T17:00:00Z`);
  await postDueCharges(db(), now);
  return runAutopay(ctx, now, [leaseId]);
}

const paymentsOf = (leaseId: string) =>
  db().select().from(payments).where(eq(payments.leaseId, leaseId));

describe('runAutopay', () => {
  it('charges nothing before the due day, then the whole balance once on it', async () => {
    const { leaseId, methodId, userId } = await enrolledLease(sandboxToken('ok', '4242'));
    expect(await runOn('2036-03-04', leaseId)).toMatchObject({ charged: 0, failed: 0 });
    expect(await paymentsOf(leaseId)).toHaveLength(0);
    const owed = await balanceOf(db(), leaseId);
    expect(owed).toBe(500_000); // January and February; March's rent is posted on the 5th

    expect(await runOn('2036-03-05', leaseId)).toMatchObject({ charged: 1 });
    expect(await runOn('2036-03-05', leaseId)).toMatchObject({ charged: 0 });
    const rows = await paymentsOf(leaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amountCents: 750_000,
      status: 'succeeded',
      method: 'card',
      idempotencyKey: `autopay:${leaseId}:2036-03`,
      paymentMethodId: methodId,
      createdBy: userId,
    });
    expect(await balanceOf(db(), leaseId)).toBe(0);
  });

  it('catches up later in the month, but never a month that has ended', async () => {
    const { leaseId } = await enrolledLease(sandboxToken('ok', '4242'));
    // The server was down from the 5th: the 20th still charges March.
    expect(await runOn('2036-03-20', leaseId)).toMatchObject({ charged: 1 });
    // April's due day is missed entirely; on 2 May nothing is charged for April.
    await postDueCharges(db(), new Date('2036-04-30T17:00:00Z'));
    expect(await runOn('2036-05-02', leaseId)).toMatchObject({ charged: 0 });
    expect((await paymentsOf(leaseId)).map((p) => p.idempotencyKey)).toEqual([
      `autopay:${leaseId}:2036-03`,
    ]);
    expect(await balanceOf(db(), leaseId)).toBe(250_000);
  });

  it('charges nothing when nothing is due', async () => {
    const { leaseId } = await enrolledLease(sandboxToken('ok', '4242'));
    // A credit covering January's rent before it falls due.
    await db()
      .insert(charges)
      .values({
        leaseId,
        kind: 'credit',
        amountCents: -250_000,
        dueDate: '2036-01-01',
        reference: `TEST-${randomUUID()}`,
        description: 'Prepaid January',
      });
    expect(await runOn('2036-01-05', leaseId)).toMatchObject({ charged: 0, failed: 0 });
    expect(await balanceOf(db(), leaseId)).toBe(0);
    expect(await paymentsOf(leaseId)).toHaveLength(0);
  });

  it('charges nothing once autopay is turned off', async () => {
    const { leaseId, methodId } = await enrolledLease(sandboxToken('ok', '4242'));
    await db()
      .update(paymentMethods)
      .set({ autopay: false, autopayLeaseId: null, autopayEnrolledAt: null })
      .where(eq(paymentMethods.id, methodId));
    expect(await runOn('2036-02-05', leaseId)).toMatchObject({ charged: 0 });
    expect(await paymentsOf(leaseId)).toHaveLength(0);
  });

  it('a declined card changes no balance, and notifies and e-mails the resident and admins once', async () => {
    const { leaseId, userId, email } = await enrolledLease(sandboxToken('declined', '0002'));
    await postDueCharges(db(), new Date('2036-02-05T17:00:00Z'));
    const before = await balanceOf(db(), leaseId);
    expect(await runOn('2036-02-05', leaseId)).toMatchObject({ charged: 0, failed: 1 });
    // Tried once this month: a later run neither charges nor writes again.
    expect(await runOn('2036-02-06', leaseId)).toMatchObject({ charged: 0, failed: 0 });
    const rows = await paymentsOf(leaseId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    expect(await balanceOf(db(), leaseId)).toBe(before);

    const reference = rows[0]!.reference;
    const notes = await db()
      .select()
      .from(notifications)
      .where(like(notifications.body, `%${reference}%`));
    expect(notes.map((n) => n.targetUserId ?? n.targetRole).sort(byText)).toEqual(
      ['admin', userId].sort(byText),
    );
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${reference}%`));
    const admins = await db().select().from(users).where(eq(users.role, 'admin'));
    expect(mails.map((m) => m.to).sort(byText)).toEqual(
      [email, ...admins.filter((a) => !a.blocked).map((a) => a.email)].sort(byText),
    );
    expect(mails.find((m) => m.to === email)!.text).toContain('Your card was declined.');
  });

  it('e-mails the resident and admins when the bank returns an autopay debit', async () => {
    const { leaseId, email } = await enrolledLease(sandboxToken('achr01', '1116'), 'ach');
    expect(await runOn('2036-01-05', leaseId)).toMatchObject({ charged: 1 });
    const [pending] = await paymentsOf(leaseId);
    expect(pending).toMatchObject({ status: 'pending', method: 'ach' });
    await settlePendingPayments(ctx, new Date(Date.now() + 61_000));
    const [returned] = await paymentsOf(leaseId);
    expect(returned!.status).toBe('returned');
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(like(outboxEmails.subject, `%${returned!.reference}%`), eq(outboxEmails.to, email)),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('R01 insufficient funds');
  });

  it('charges a month once when runs overlap (two connections on PostgreSQL)', async () => {
    const { leaseId } = await enrolledLease(sandboxToken('ok', '4242'));
    const now = new Date('2036-02-05T17:00:00Z');
    await postDueCharges(db(), now);
    const results = await Promise.all([
      runAutopay(ctx, now, [leaseId]),
      runAutopay(ctx, now, [leaseId]),
      runAutopay(ctx, now, [leaseId]),
    ]);
    expect(results.reduce((n, r) => n + r.charged, 0)).toBe(1);
    expect(await paymentsOf(leaseId)).toHaveLength(1);
    expect(await balanceOf(db(), leaseId)).toBe(0);
  });
});
