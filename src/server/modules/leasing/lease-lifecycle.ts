import { eq, ne, and } from 'drizzle-orm';
import { OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type { EndLease, RenewLease } from '../../../shared/schemas/leases';
import type { Db } from '../../db/client';
import { depositDeductions, leaseResidents, leases } from '../../db/tables';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { addDays } from '../../lib/calendar';
import { lockLease } from './lease-writes';
import { syncLeaseBooks } from '../accounting/lease-books';
import { depositHeldCents } from '../accounting/deposit-held';
import { formatMoney } from '../../../shared/money';

const holdsUnit = (status: string) => (OCCUPYING_STATUSES as readonly string[]).includes(status);

/** Active → notice given: the move-out date becomes the end of the term, so the last month is prorated. */
export async function giveNotice(
  db: Db,
  actor: AuditActor,
  id: string,
  moveOutDate: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockLease(tx, id);
    if (before.status !== 'active') {
      throw new AppError('conflict', 'Notice can only be given on an active lease.');
    }
    if (
      moveOutDate < before.startDate ||
      (before.endDate !== null && moveOutDate > before.endDate)
    ) {
      throw fieldError(
        'moveOutDate',
        `Choose a move-out date from ${before.startDate} to ${before.endDate ?? 'any later day'}`,
      );
    }
    const now = new Date();
    await tx
      .update(leases)
      .set({ status: 'notice_given', noticeGivenAt: now, endDate: moveOutDate, updatedAt: now })
      .where(eq(leases.id, id));
    await recordAudit(tx, actor, {
      action: 'lease.notice',
      target: `lease:${id}`,
      before: { status: before.status, endDate: before.endDate },
      after: { status: 'notice_given', endDate: moveOutDate },
    });
  });
}

/**
 * Ends a lease: the move-out date and the deposit settlement (what is kept, with reasons, and the
 * refund of the rest of the deposit held). Deductions cannot exceed the deposit held; anything more
 * is owed as a charge on the ledger.
 */
export async function endLease(db: Db, actor: AuditActor, id: string, input: EndLease) {
  await db.transaction(async (tx) => {
    const before = await lockLease(tx, id);
    if (!holdsUnit(before.status)) {
      throw new AppError('conflict', 'Only an active lease or one under notice can be ended.');
    }
    if (input.moveOutDate < before.startDate) {
      throw fieldError('moveOutDate', 'Choose a move-out date on or after the lease start');
    }
    const kept = input.deductions.reduce((sum, d) => sum + d.amountCents, 0);
    // What was received and is held, not what the lease asked for: an unpaid deposit is not refunded.
    const held = await depositHeldCents(tx, id);
    if (kept > held) {
      throw fieldError(
        'deductions',
        `Deductions add up to more than the deposit held (${formatMoney(held)}); post the rest as a charge`,
      );
    }
    const now = new Date();
    const refund = held - kept;
    await tx
      .update(leases)
      .set({
        status: 'ended',
        moveOutDate: input.moveOutDate,
        depositRefundCents: refund,
        endedAt: now,
        updatedAt: now,
      })
      .where(eq(leases.id, id));
    if (input.deductions.length > 0) {
      await tx
        .insert(depositDeductions)
        .values(input.deductions.map((d) => ({ leaseId: id, ...d })));
    }
    await syncLeaseBooks(tx, id, { now, actorId: actor?.id ?? null });
    await recordAudit(tx, actor, {
      action: 'lease.end',
      target: `lease:${id}`,
      before: { status: before.status },
      after: {
        status: 'ended',
        moveOutDate: input.moveOutDate,
        deductions: input.deductions,
        refund,
      },
    });
  });
}

/** A draft that will not go ahead. An active lease is ended, never cancelled: it has history. */
export async function cancelLease(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockLease(tx, id);
    if (before.status !== 'draft') {
      throw new AppError('conflict', 'Only a draft lease can be cancelled; end an active lease.');
    }
    const now = new Date();
    await tx
      .update(leases)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(leases.id, id));
    await recordAudit(tx, actor, {
      action: 'lease.cancel',
      target: `lease:${id}`,
      before: { status: before.status },
      after: { status: 'cancelled' },
    });
  });
}

/**
 * The next term as a draft lease linked to this one: same unit, residents, due day, deposit and
 * late-fee policy, the new rent; by default it starts the day after this term ends.
 */
export async function renewLease(
  db: Db,
  actor: AuditActor,
  id: string,
  input: RenewLease,
): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await lockLease(tx, id);
    if (!holdsUnit(current.status)) {
      throw new AppError('conflict', 'Only an active lease or one under notice can be renewed.');
    }
    const [existing] = await tx
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.renewalOf, id), ne(leases.status, 'cancelled')));
    if (existing) throw new AppError('conflict', 'This lease already has a renewal.');
    const startDate = input.startDate ?? (current.endDate ? addDays(current.endDate, 1) : null);
    if (!startDate) throw fieldError('startDate', 'Choose when the renewal starts');
    if (startDate <= current.startDate) {
      throw fieldError('startDate', 'Start the renewal after the current term starts');
    }
    if (input.endDate !== null && input.endDate < startDate) {
      throw fieldError('endDate', 'End the lease on or after its start');
    }
    const [row] = await tx
      .insert(leases)
      .values({
        unitId: current.unitId,
        status: 'draft',
        startDate,
        endDate: input.endDate,
        monthlyRentCents: input.monthlyRentCents,
        dueDay: current.dueDay,
        securityDepositCents: current.securityDepositCents,
        lateFeeGraceDays: current.lateFeeGraceDays,
        lateFeeFlatCents: current.lateFeeFlatCents,
        lateFeePercentBasisPoints: current.lateFeePercentBasisPoints,
        lateFeeCapCents: current.lateFeeCapCents,
        renewalOf: id,
      })
      .returning();
    const residents = await tx.select().from(leaseResidents).where(eq(leaseResidents.leaseId, id));
    await tx
      .insert(leaseResidents)
      .values(residents.map((r) => ({ leaseId: row!.id, userId: r.userId })));
    await recordAudit(tx, actor, {
      action: 'lease.renew',
      target: `lease:${id}`,
      after: {
        renewalId: row!.id,
        startDate,
        endDate: input.endDate,
        rent: input.monthlyRentCents,
      },
    });
    return row!.id;
  });
}
