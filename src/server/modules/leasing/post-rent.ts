import { and, inArray, lte, sql } from 'drizzle-orm';
import { CHARGE_REFERENCE_PREFIX, OCCUPYING_STATUSES } from '../../../shared/leasing-terms';
import type { Db } from '../../db/client';
import { leases } from '../../db/tables';
import { allocateReferences } from '../../lib/references';
import { holdLeasesBeforeNumbers } from './ledger-locks';
import { firstDay, lastDay } from '../../lib/calendar';
import { insertNewCharges } from './insert-charges';
import { LEASE_ID } from './lease-scope';
import { rentDueThrough, type RentDue } from './rent-schedule';

function rentDescription(due: RentDue): string {
  const wholeMonth = due.from === firstDay(due.period) && due.to === lastDay(due.period);
  return wholeMonth
    ? `Rent ${due.period}`
    : `Rent ${due.period}, ${due.from} to ${due.to} (prorated)`;
}

/**
 * Posts every month's rent that is due by `today` and not posted yet, for each lease that holds
 * its unit. Missed days (the server was down) are caught up. A lease's months are posted in order,
 * so what is missing is what comes after its last posted month. `leaseIds` narrows the run to
 * some leases (one just activated); the unique index on
 * (lease, kind, period) refuses a month another run posted meanwhile (ON CONFLICT DO NOTHING).
 */
export async function postDueRent(
  tx: Db,
  today: string,
  now: Date,
  leaseIds?: readonly string[],
): Promise<number> {
  const rows = await tx
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      monthlyRentCents: leases.monthlyRentCents,
      dueDay: leases.dueDay,
      lastPosted: sql<
        string | null
      >`(select max(c.period) from charges c where c.lease_id = ${LEASE_ID} and c.kind = 'rent')`,
    })
    .from(leases)
    .where(
      and(
        inArray(leases.status, OCCUPYING_STATUSES),
        lte(leases.startDate, today),
        leaseIds ? inArray(leases.id, [...leaseIds]) : undefined,
      ),
    );

  const missing = rows.flatMap((lease) =>
    rentDueThrough(lease, today)
      .filter((due) => lease.lastPosted === null || due.period > lease.lastPosted)
      .map((due) => ({ leaseId: lease.id, due })),
  );
  await holdLeasesBeforeNumbers(
    tx,
    missing.map((m) => m.leaseId),
  );
  const references = await allocateReferences(tx, CHARGE_REFERENCE_PREFIX, missing.length, now);
  const inserted = await insertNewCharges(
    tx,
    missing.map(({ leaseId, due }, i) => ({
      leaseId,
      kind: 'rent' as const,
      period: due.period,
      amountCents: due.amountCents,
      dueDate: due.dueDate,
      reference: references[i]!,
      description: rentDescription(due),
      postedAt: now,
    })),
  );
  return inserted.length;
}
