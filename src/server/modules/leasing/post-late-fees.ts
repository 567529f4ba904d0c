import { and, eq, inArray, gte, sql } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX, OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type { Db } from '../../db/client';
import { charges, leases } from '../../db/tables';
import { allocateReferences } from '../../lib/references';
import { holdLeasesBeforeNumbers } from './ledger-locks';
import { addDays, startOfLocalDay } from '../../lib/calendar';
import { insertNewCharges } from './insert-charges';
import { lastGraceDay, lateFeeDate, lateFeeOwed, type LateFeePolicy } from './late-fee';

/**
 * How far back a missed late fee is still posted. A fee is about the month just gone; one that
 * turns up months after the fact (a long outage) is better left to an admin.
 */
export const LATE_FEE_LOOKBACK_DAYS = 60;
/** Grace days are validated to at most this many (src/shared/schemas/leases.ts). */
const MAX_GRACE_DAYS = 30;

interface Candidate {
  leaseId: string;
  period: string;
  rentCents: number;
  policy: LateFeePolicy;
  lastGraceDay: string;
  feeDate: string;
}

// pg and PGlite both answer a raw query with its rows.
interface OwedRows {
  rows: { lease_id: string; period: string; owed: string | number }[];
}

function pgArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}

/**
 * What each candidate month still owed at the end of its last grace day: charges due by then, late
 * fees aside (a fee is never charged for an unpaid fee), less the payments received before the fee
 * day began in the company's zone. Payments made later do not undo a fee that was due.
 */
async function owedAtGraceEnd(tx: Db, candidates: Candidate[], timeZone: string) {
  const result = (await tx.execute(sql`
    select c.lease_id, c.period,
      coalesce((select sum(ch.amount_cents) from ${charges} ch
        where ch.lease_id = c.lease_id and ch.kind <> 'late_fee' and ch.due_date <= c.last_day), 0)
      - coalesce((select sum(p.amount_cents) from payments p
        where p.lease_id = c.lease_id and p.status <> 'failed' and p.received_at < c.cutoff), 0)
      as owed
    from unnest(
      ${pgArray(candidates.map((c) => c.leaseId))}::uuid[],
      ${pgArray(candidates.map((c) => c.period))}::text[],
      ${pgArray(candidates.map((c) => c.lastGraceDay))}::date[],
      ${pgArray(candidates.map((c) => startOfLocalDay(c.feeDate, timeZone).toISOString()))}::timestamptz[]
    ) as c(lease_id, period, last_day, cutoff)`)) as unknown as OwedRows;
  return new Map(result.rows.map((r) => [`${r.lease_id}/${r.period}`, Number(r.owed)]));
}

/** Rent months whose grace ended within the look-back window and that have no late fee yet. */
async function findCandidates(
  tx: Db,
  today: string,
  leaseIds?: readonly string[],
): Promise<Candidate[]> {
  const oldestDue = addDays(today, -(LATE_FEE_LOOKBACK_DAYS + MAX_GRACE_DAYS + 1));
  const rows = await tx
    .select({
      leaseId: charges.leaseId,
      period: charges.period,
      rentCents: charges.amountCents,
      dueDate: charges.dueDate,
      graceDays: leases.lateFeeGraceDays,
      flatCents: leases.lateFeeFlatCents,
      percentBasisPoints: leases.lateFeePercentBasisPoints,
      capCents: leases.lateFeeCapCents,
    })
    .from(charges)
    .innerJoin(leases, eq(leases.id, charges.leaseId))
    .where(
      and(
        eq(charges.kind, 'rent'),
        gte(charges.dueDate, oldestDue),
        inArray(leases.status, OCCUPYING_STATUSES),
        leaseIds ? inArray(leases.id, [...leaseIds]) : undefined,
        sql`(${leases.lateFeeFlatCents} is not null or ${leases.lateFeePercentBasisPoints} is not null)`,
        sql`not exists (select 1 from ${charges} f where f.lease_id = ${charges.leaseId} and f.kind = 'late_fee' and f.period = ${charges.period})`,
      ),
    );
  const windowStart = addDays(today, -LATE_FEE_LOOKBACK_DAYS);
  return rows.flatMap((row) => {
    const policy: LateFeePolicy = {
      graceDays: row.graceDays,
      flatCents: row.flatCents,
      percentBasisPoints: row.percentBasisPoints,
      capCents: row.capCents,
    };
    const feeDate = lateFeeDate(row.dueDate, policy);
    if (feeDate > today || feeDate < windowStart) return [];
    const candidate: Candidate = {
      leaseId: row.leaseId,
      period: row.period!,
      rentCents: row.rentCents,
      policy,
      lastGraceDay: lastGraceDay(row.dueDate, policy),
      feeDate,
    };
    return [candidate];
  });
}

/**
 * Posts the late fee of every month whose rent was still unpaid after its grace days. One fee per
 * lease and month, by the same unique index that guards rent.
 */
export async function postLateFees(
  tx: Db,
  today: string,
  timeZone: string,
  now: Date,
  leaseIds?: readonly string[],
): Promise<{ leaseId: string; period: string; amountCents: number }[]> {
  const candidates = await findCandidates(tx, today, leaseIds);
  if (candidates.length === 0) return [];
  const owed = await owedAtGraceEnd(tx, candidates, timeZone);
  const due = candidates
    .map((c) => ({
      ...c,
      amountCents: lateFeeOwed(c.policy, c.rentCents, owed.get(`${c.leaseId}/${c.period}`) ?? 0),
    }))
    .filter((c) => c.amountCents > 0);
  if (due.length === 0) return [];
  await holdLeasesBeforeNumbers(
    tx,
    due.map((c) => c.leaseId),
  );
  const references = await allocateReferences(tx, CHARGE_REFERENCE_PREFIX, due.length, now);
  const inserted = await insertNewCharges(
    tx,
    due.map((c, i) => ({
      leaseId: c.leaseId,
      kind: 'late_fee' as const,
      period: c.period,
      amountCents: c.amountCents,
      dueDate: c.feeDate,
      reference: references[i]!,
      description: `Late fee, rent ${c.period} unpaid after ${c.lastGraceDay}`,
      postedAt: now,
    })),
  );
  return inserted.map((r) => ({ ...r, period: r.period! }));
}
