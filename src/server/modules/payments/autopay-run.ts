import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { leaseResidents, leases, paymentMethods, payments, users } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { localDate } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { autopayKey, autopayPeriodDue } from './autopay-schedule';
import { queueAutopayFailureEmails } from './autopay-emails';
import { balanceOf, chargeLease } from './charge-lease';

export interface AutopayRunResult {
  today: string;
  charged: number;
  failed: number;
}

/** The enrolments in force: a live method, a lease still held, its resident still on it. */
async function enrolments(ctx: AppContext, leaseIds?: readonly string[]) {
  return ctx.db
    .select({
      methodId: paymentMethods.id,
      kind: paymentMethods.kind,
      token: paymentMethods.providerToken,
      enrolledAt: paymentMethods.autopayEnrolledAt,
      userId: users.id,
      email: users.email,
      leaseId: leases.id,
      dueDay: leases.dueDay,
    })
    .from(paymentMethods)
    .innerJoin(users, eq(users.id, paymentMethods.userId))
    .innerJoin(leases, eq(leases.id, paymentMethods.autopayLeaseId))
    .innerJoin(
      leaseResidents,
      and(eq(leaseResidents.leaseId, leases.id), eq(leaseResidents.userId, users.id)),
    )
    .where(
      and(
        eq(paymentMethods.autopay, true),
        isNull(paymentMethods.removedAt),
        eq(users.blocked, false),
        inArray(leases.status, ['active', 'notice_given']),
        leaseIds ? inArray(leases.id, leaseIds) : undefined,
      ),
    );
}

/** Whether autopay is still on for this method and lease: turning it off counts at once. */
async function stillEnrolled(ctx: AppContext, methodId: string, leaseId: string) {
  const [row] = await ctx.db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, methodId),
        eq(paymentMethods.autopay, true),
        eq(paymentMethods.autopayLeaseId, leaseId),
        isNull(paymentMethods.removedAt),
      ),
    );
  return Boolean(row);
}

/**
 * Autopay's step of a scheduler run (decision 0045): each enrolled lease whose due day has come
 * this month is charged its whole balance through `chargeLease`, with the key
 * `autopay:<lease>:<month>`. The payments table's unique index on that key is what makes two runs,
 * or two instances, charge a month once; a month already tried (paid, pending or failed) is not
 * tried again, so a declined card is not retried every few minutes. Nothing due, nothing charged.
 * A failure is stored, notified by `chargeLease`, and e-mailed here in the same transaction.
 */
export async function runAutopay(
  ctx: AppContext,
  now: Date,
  leaseIds?: readonly string[],
): Promise<AutopayRunResult> {
  const timeZone = await companyTimeZone(ctx.db);
  const today = localDate(now, timeZone);
  const result: AutopayRunResult = { today, charged: 0, failed: 0 };
  const unexpected: unknown[] = [];
  for (const e of await enrolments(ctx, leaseIds)) {
    const period = autopayPeriodDue(today, e.dueDay, localDate(e.enrolledAt!, timeZone));
    if (!period) continue;
    const key = autopayKey(e.leaseId, period);
    const [tried] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, key));
    if (tried) continue;
    const balance = await balanceOf(ctx.db, e.leaseId);
    if (balance <= 0) continue;
    if (!(await stillEnrolled(ctx, e.methodId, e.leaseId))) continue;
    try {
      const { replayed } = await chargeLease(ctx, {
        leaseId: e.leaseId,
        amountCents: balance,
        method: e.kind,
        token: e.token,
        idempotencyKey: key,
        payer: { userId: e.userId, email: e.email },
        auditActor: null,
        paymentMethodId: e.methodId,
        description: 'Autopay rent',
        inSettlement: async (tx, row) => {
          if (row.status === 'failed') await queueAutopayFailureEmails(ctx, tx, row, false);
        },
      });
      if (!replayed) result.charged += 1;
    } catch (err) {
      if (err instanceof AppError && err.code === 'payment_failed') {
        result.failed += 1;
      } else if (err instanceof AppError && err.code === 'conflict') {
        // Another run claimed this month's key with another amount in the meantime: it is handled.
      } else {
        unexpected.push(err);
      }
    }
  }
  // One lease's trouble must not keep the others from being charged; report it afterwards.
  if (unexpected.length > 0) throw new AggregateError(unexpected, 'autopay: some leases failed');
  return result;
}
