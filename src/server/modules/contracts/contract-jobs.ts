import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { awaitedParties, expiryWarningDue, reminderDue } from '../../../shared/contract-flow';
import { EXPIRY_WARNING_DAYS, OPEN_CONTRACT_STATUSES } from '../../../shared/contract-terms';
import type { AppContext } from '../../context';
import { contractParties, contracts } from '../../db/tables';
import { applyEffects } from './contract-effects';
import { appendContractEvent, ContractNotices } from './contract-notify';
import { issueLink, lockedParties } from './contract-writes';

const open = inArray(contracts.status, [...OPEN_CONTRACT_STATUSES]);

/** Open contracts past their expiry become "expired"; their links stop working. */
async function expireContracts(ctx: AppContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(open, lte(contracts.expiresAt, now)));
  for (const { id } of due) {
    const notices = await ctx.db.transaction(async (tx) => {
      const [contract] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), open, lte(contracts.expiresAt, now)))
        .for('update');
      if (!contract) return null;
      await tx
        .update(contracts)
        .set({ status: 'expired', updatedAt: now })
        .where(eq(contracts.id, id));
      await tx
        .update(contractParties)
        .set({ tokenHash: null })
        .where(eq(contractParties.contractId, id));
      await appendContractEvent(tx, { contractId: id, kind: 'expired', at: now });
      const notices = new ContractNotices(ctx, tx, null);
      await notices.expired(contract);
      return notices;
    });
    await notices?.publish();
  }
  return due.length;
}

/** Reminders to parties still awaited, and the "expiring in 3 days" notice, once. */
async function nudgeContracts(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(open)
    .orderBy(asc(contracts.expiresAt));
  let reminded = 0;
  for (const { id } of rows) {
    const notices = await ctx.db.transaction(async (tx) => {
      const [contract] = await tx
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), open))
        .for('update');
      if (!contract || contract.expiresAt <= now) return null;
      const parties = await lockedParties(tx, id);
      const awaited = awaitedParties(parties, contract.signingOrder).filter(
        (p) => p.status === 'sent' || p.status === 'opened',
      );
      const notices = new ContractNotices(ctx, tx, null);
      // The 3-day warning brings each awaited party a fresh link, in place of that pass's reminder.
      const warn = expiryWarningDue(
        contract.expiresAt,
        EXPIRY_WARNING_DAYS,
        now,
        contract.expiryWarnedAt !== null,
      );
      for (const party of awaited) {
        const due = reminderDue(
          party.lastNudgedAt ?? contract.sentAt ?? now,
          contract.reminderDays,
          now,
          contract.expiresAt,
        );
        if (!warn && !due) continue;
        const token = await issueLink(tx, party, now);
        await notices.reminded(contract, party, token, warn);
        await appendContractEvent(tx, { contractId: id, kind: 'reminded', party, at: now });
        reminded += 1;
      }
      if (warn) {
        await notices.expiringSoon(contract, awaited);
        await tx.update(contracts).set({ expiryWarnedAt: now }).where(eq(contracts.id, id));
      }
      return notices;
    });
    await notices?.publish();
  }
  return reminded;
}

/** Completed contracts whose effects did not run (the process stopped right after signing). */
async function pendingEffects(ctx: AppContext): Promise<void> {
  const rows = await ctx.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.status, 'completed'), eq(contracts.effectsState, 'pending')));
  for (const { id } of rows) await applyEffects(ctx, id);
}

/** The scheduler's contract pass: expiry, reminders and warnings, and unfinished effects. */
export async function runContractJobs(ctx: AppContext, now: Date) {
  const expired = await expireContracts(ctx, now);
  const reminded = await nudgeContracts(ctx, now);
  await pendingEffects(ctx);
  return { expired, reminded };
}
