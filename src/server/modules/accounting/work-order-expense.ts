import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { workOrderCosts, workOrders } from '../../db/tables';
import { companyTimeZone } from '../../lib/company-time';
import { localDate, maxDate } from '../../lib/calendar';
import { postEntry, reverseEntry } from './journal';

/**
 * Completed work is the owner's expense: its costs post to repairs (5100) for the property, owed
 * to the vendor (2100, accounts payable) until a bill is paid out of trust. Posted when the work
 * is completed, in that transaction; a reopened order has its entry reversed and posts again
 * when completed again (each completion is its own source: `<work order>@<completed at>`).
 */
export async function postWorkOrderExpense(
  tx: Db,
  workOrderId: string,
  completedAt: Date,
  actorId: string | null,
): Promise<void> {
  const [order] = await tx
    .select({
      propertyId: workOrders.propertyId,
      reference: workOrders.reference,
      title: workOrders.title,
    })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  const [cost] = await tx
    .select({ cents: sql<number>`coalesce(sum(${workOrderCosts.amountCents}), 0)::int` })
    .from(workOrderCosts)
    .where(eq(workOrderCosts.workOrderId, workOrderId));
  const cents = Number(cost?.cents ?? 0);
  if (!order || cents <= 0) return;
  // Owed to the technician's company when they work for a vendor (the vendor's bill is drafted).
  const [vendor] = await rawRows<{ id: string }>(
    tx,
    sql`select tv.vendor_id as id from work_orders w
        join technician_vendors tv on tv.technician_id = w.technician_id where w.id = ${workOrderId}`,
  );
  const vendorId = vendor ? { vendorId: vendor.id } : {};
  await postEntry(tx, {
    date: localDate(completedAt, await companyTimeZone(tx)),
    source: { kind: 'expense', id: `${workOrderId}@${completedAt.toISOString()}` },
    memo: `${order.reference}: ${order.title}`,
    actorId,
    lines: [
      { account: 'repairs_maintenance', debit: cents, propertyId: order.propertyId, ...vendorId },
      { account: 'accounts_payable', credit: cents, propertyId: order.propertyId, ...vendorId },
    ],
  });
}

/** A completed order reopened: its expense is taken back until it is completed again. */
export async function reverseWorkOrderExpense(
  tx: Db,
  workOrderId: string,
  now: Date,
  actorId: string | null,
): Promise<void> {
  const open = await rawRows<{ id: string; day: string }>(
    tx,
    sql`select e.id, e.entry_date::text as day from journal_entries e
        where e.source_kind = 'expense' and e.source_id like ${`${workOrderId}@%`}
          and not exists (select 1 from journal_entries r where r.reverses_entry_id = e.id)`,
  );
  const today = localDate(now, await companyTimeZone(tx));
  for (const entry of open) {
    await reverseEntry(tx, entry.id, {
      date: maxDate(today, entry.day),
      actorId,
      memo: 'Work order reopened',
    });
  }
}

/** Completed work orders with costs whose expense the books do not hold (history, demo). */
export async function postUnpostedWorkOrderExpenses(tx: Db): Promise<number> {
  const done = await tx
    .select({ id: workOrders.id, completedAt: workOrders.completedAt })
    .from(workOrders)
    .where(
      and(isNotNull(workOrders.completedAt), inArray(workOrders.status, ['completed', 'closed'])),
    );
  let posted = 0;
  for (const order of done) {
    const source = `${order.id}@${order.completedAt!.toISOString()}`;
    const [exists] = await rawRows<{ id: string }>(
      tx,
      sql`select id from journal_entries where source_kind = 'expense' and source_id = ${source}`,
    );
    if (exists) continue;
    await postWorkOrderExpense(tx, order.id, order.completedAt!, null);
    posted++;
  }
  return posted;
}
