import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accounts,
  billLines,
  bills,
  technicianVendors,
  workOrderCosts,
  workOrders,
} from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { addDays, localDate } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import { totalOf } from './bill-writes';

/**
 * A work order completed with costs, by a technician who works for a vendor, becomes that
 * vendor's draft bill (one per work order, until voided): its lines are the costs on 5100, its
 * invoice number the work order's reference. In-house work has no vendor and no bill. Runs in the
 * completion's transaction, after its expense entry is posted.
 */
export async function draftWorkOrderBill(
  tx: Db,
  workOrderId: string,
  completedAt: Date,
  actorId: string | null,
): Promise<string | null> {
  const [order] = await tx
    .select({
      propertyId: workOrders.propertyId,
      unitId: workOrders.unitId,
      reference: workOrders.reference,
      title: workOrders.title,
      vendorId: technicianVendors.vendorId,
    })
    .from(workOrders)
    .innerJoin(technicianVendors, eq(technicianVendors.technicianId, workOrders.technicianId))
    .where(eq(workOrders.id, workOrderId));
  if (!order) return null;
  const costs = await tx
    .select()
    .from(workOrderCosts)
    .where(eq(workOrderCosts.workOrderId, workOrderId))
    .orderBy(asc(workOrderCosts.createdAt), asc(workOrderCosts.id));
  const lines = costs.filter((c) => c.amountCents > 0);
  if (lines.length === 0) return null;
  const [live] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.workOrderId, workOrderId), ne(bills.status, 'void')));
  if (live) return live.id;
  const [repairs] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.systemKey, 'repairs_maintenance'));
  const day = localDate(completedAt, await companyTimeZone(tx));
  // The reference is the invoice number unless the vendor's own invoice of that number exists.
  const [taken] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.vendorId, order.vendorId),
        sql`lower(${bills.invoiceNumber}) = lower(${order.reference})`,
        ne(bills.status, 'void'),
      ),
    );
  const [row] = await tx
    .insert(bills)
    .values({
      vendorId: order.vendorId,
      propertyId: order.propertyId,
      unitId: order.unitId,
      workOrderId,
      invoiceNumber: taken ? `${order.reference}-${day}` : order.reference,
      invoiceDate: day,
      dueDate: addDays(day, 30),
      memo: `${order.reference}: ${order.title}`,
      totalCents: totalOf(lines),
      createdBy: actorId,
    })
    .returning({ id: bills.id });
  await tx.insert(billLines).values(
    lines.map((cost, position) => ({
      billId: row!.id,
      accountId: repairs!.id,
      description: cost.description,
      amountCents: cost.amountCents,
      position,
    })),
  );
  return row!.id;
}
/**
 * Before a work order is reopened: its draft bill is voided with it (completing it again drafts
 * a new one); an approved or paid bill must be voided first, so the vendor is not owed twice.
 */
export async function releaseWorkOrderBill(tx: Db, workOrderId: string, now: Date): Promise<void> {
  const live = await tx
    .select({ id: bills.id, status: bills.status })
    .from(bills)
    .where(and(eq(bills.workOrderId, workOrderId), ne(bills.status, 'void')))
    .for('update');
  for (const bill of live) {
    if (bill.status !== 'draft') {
      throw new AppError(
        'conflict',
        `The work order's bill is ${bill.status}: void ${bill.status === 'paid' ? 'its check and then ' : ''}the bill before reopening the work order.`,
      );
    }
    await tx
      .update(bills)
      .set({ status: 'void', voidedAt: now, updatedAt: now })
      .where(eq(bills.id, bill.id));
  }
}
/** The vendor a work order's expense is owed to: its technician's company, if any. */
export async function workOrderVendor(tx: Db, workOrderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ vendorId: technicianVendors.vendorId })
    .from(workOrders)
    .innerJoin(technicianVendors, eq(technicianVendors.technicianId, workOrders.technicianId))
    .where(eq(workOrders.id, workOrderId));
  return row?.vendorId ?? null;
}
