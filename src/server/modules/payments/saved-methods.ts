import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import {
  MAX_SAVED_METHODS,
  tooManyMethods,
  type AutopayEnrolment,
  type EnrolAutopay,
  type PaymentMethods,
  type SavedPaymentMethod,
} from '../../../shared/schemas/autopay';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leases, paymentMethods } from '../../db/tables';
import { AppError, notFound, validationError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/pg-errors';
import { OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import { residentLeaseId } from '../leasing/resident-lease';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { localDate } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { nextAutopayDate } from './autopay-schedule';
import { apiColumns } from '../../lib/api-columns';

type MethodRow = typeof paymentMethods.$inferSelect;

/** What leaves the server of a saved method: never the processor's token. */
function toSavedMethod(row: MethodRow): SavedPaymentMethod {
  return apiColumns(row, ['id', 'kind', 'brand', 'last4', 'autopay', 'createdAt']);
}

/** For the audit log: which method, never its token. */
const auditView = (row: MethodRow) =>
  apiColumns(row, ['id', 'kind', 'brand', 'last4', 'autopay', 'autopayLeaseId']);

async function enrolmentOf(db: Db, row: MethodRow | undefined): Promise<AutopayEnrolment | null> {
  if (!row?.autopay || !row.autopayLeaseId || !row.autopayEnrolledAt) return null;
  const [lease] = await db
    .select({ dueDay: leases.dueDay })
    .from(leases)
    .where(eq(leases.id, row.autopayLeaseId));
  const timeZone = await companyTimeZone(db);
  return {
    paymentMethodId: row.id,
    leaseId: row.autopayLeaseId,
    dueDay: lease!.dueDay,
    nextChargeDate: nextAutopayDate(
      localDate(new Date(), timeZone),
      lease!.dueDay,
      localDate(row.autopayEnrolledAt, timeZone),
    ),
  };
}

const ownLiveMethods = (actor: Actor) =>
  and(eq(paymentMethods.userId, actor.id), isNull(paymentMethods.removedAt));

/** The resident's saved cards and accounts, oldest first, and what autopay pays with. */
export async function listSavedMethods(db: Db, actor: Actor): Promise<PaymentMethods> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(ownLiveMethods(actor))
    .orderBy(asc(paymentMethods.createdAt), asc(paymentMethods.id));
  return {
    methods: rows.map(toSavedMethod),
    autopay: await enrolmentOf(
      db,
      rows.find((r) => r.autopay),
    ),
  };
}

/**
 * Saves the browser's token as a reusable method. The processor verifies it first (decision
 * 0045): a declined card is refused here, next to the card number, not on the first autopay day.
 */
export async function saveMethod(
  ctx: AppContext,
  actor: Actor,
  token: string,
): Promise<SavedPaymentMethod> {
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(paymentMethods)
    .where(ownLiveMethods(actor));
  if (n >= MAX_SAVED_METHODS) throw validationError({ token: tooManyMethods() });
  const setUp = await ctx.payments.setUpMethod(token);
  if (setUp.status === 'failed') {
    throw validationError({
      token: setUp.code === 'card_declined' ? 'autopay.cardDeclined' : 'autopay.tokenInvalid',
    });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        userId: actor.id,
        kind: setUp.method.kind,
        providerToken: setUp.method.token,
        brand: setUp.method.brand,
        last4: setUp.method.last4,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'payment_method.saved',
      target: `payment_method:${row!.id}`,
      after: auditView(row!),
    });
    return toSavedMethod(row!);
  });
}

/** One of the caller's live methods, locked; anyone else's is "not found" (its id is private). */
async function ownMethod(tx: Db, actor: Actor, id: string): Promise<MethodRow> {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), ownLiveMethods(actor)))
    .for('update');
  if (!row) throw notFound('The payment method');
  return row;
}

/**
 * Removes a saved method. The one autopay charges is refused until autopay is off, so removing a
 * card never silently stops rent from being paid. The row stays (past payments name it) but the
 * token is forgotten.
 */
export async function removeMethod(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await ownMethod(tx, actor, id);
    if (row.autopay) {
      throw new AppError('conflict', 'Autopay pays with this method: turn autopay off first', {
        fields: { id: 'Autopay pays with this method: turn autopay off first' },
        codes: { id: 'autopay.methodInUse' },
      });
    }
    await tx
      .update(paymentMethods)
      .set({ removedAt: new Date(), providerToken: '' })
      .where(eq(paymentMethods.id, row.id));
    await recordAudit(tx, actor, {
      action: 'payment_method.removed',
      target: `payment_method:${row.id}`,
      before: auditView(row),
    });
  });
}

/** The caller's current lease (active or notice given): the given one, or the one the portal shows. */
async function currentLeaseOf(tx: Db, actor: Actor, leaseId: string | undefined): Promise<string> {
  const id = await residentLeaseId(tx, actor, OCCUPYING_STATUSES, { leaseId, earliestFirst: true });
  if (!id) {
    if (leaseId) throw validationError({ leaseId: 'autopay.leaseChoose' });
    throw notFound('Your current lease');
  }
  return id;
}

const leaseTaken = () =>
  new AppError('conflict', 'Another resident of this lease already pays it by autopay', {
    fields: { paymentMethodId: 'Another resident of this lease already pays it by autopay' },
    codes: { paymentMethodId: 'autopay.leaseTaken' },
  });

/**
 * Turns autopay on with one of the caller's methods for their current lease, or moves it to
 * another method. The same method and lease again changes nothing (a double click).
 */
export async function enrolAutopay(
  ctx: AppContext,
  actor: Actor,
  input: EnrolAutopay,
): Promise<AutopayEnrolment> {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const method = await ownMethod(tx, actor, input.paymentMethodId);
      const leaseId = await currentLeaseOf(tx, actor, input.leaseId);
      if (method.autopay && method.autopayLeaseId === leaseId) return method;
      const [other] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(
          and(
            eq(paymentMethods.autopayLeaseId, leaseId),
            eq(paymentMethods.autopay, true),
            ne(paymentMethods.userId, actor.id),
          ),
        );
      if (other) throw leaseTaken();
      // One autopay method per resident (a unique index): the previous one steps down first.
      await tx
        .update(paymentMethods)
        .set({ autopay: false, autopayLeaseId: null, autopayEnrolledAt: null })
        .where(and(eq(paymentMethods.userId, actor.id), eq(paymentMethods.autopay, true)));
      const [after] = await tx
        .update(paymentMethods)
        .set({ autopay: true, autopayLeaseId: leaseId, autopayEnrolledAt: new Date() })
        .where(eq(paymentMethods.id, method.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'autopay.enrolled',
        target: `lease:${leaseId}`,
        before: auditView(method),
        after: auditView(after!),
      });
      return after!;
    });
    return (await enrolmentOf(ctx.db, row))!;
  } catch (err) {
    // Two residents of one lease enrolling at the same moment: the index lets one through.
    if (isUniqueViolation(err)) throw leaseTaken();
    throw err;
  }
}

/** Turns autopay off at once: a run after this charges nothing. Off already is not an error. */
export async function cancelAutopay(ctx: AppContext, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(paymentMethods)
      .set({ autopay: false, autopayLeaseId: null, autopayEnrolledAt: null })
      .where(and(eq(paymentMethods.userId, actor.id), eq(paymentMethods.autopay, true)))
      .returning();
    for (const row of rows) {
      await recordAudit(tx, actor, {
        action: 'autopay.cancelled',
        target: `payment_method:${row.id}`,
        after: auditView(row),
      });
    }
  });
}
