import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bill, OwnerDecisionSchema } from '../../../shared/schemas/bills';
import { formatMoney } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { billLines, bills, properties, vendors, workOrders } from '../../db/tables';
import { type Actor } from '../../lib/actor';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';
import { postEntry } from '../accounting/journal';
import { recordAudit } from '../audit/audit.service';
import { billScope, needsOwnerApproval, readBill } from './bill-read';
import { lockBill } from './bill-writes';

type Decision = z.output<typeof OwnerDecisionSchema>;

async function propertyOf(db: Db, propertyId: string) {
  const [p] = await db
    .select({
      name: properties.name,
      ownerId: properties.ownerId,
      threshold: properties.approvalThresholdCents,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return p!;
}
export async function workOrderApproval(db: Db, workOrderId: string | null) {
  if (!workOrderId) return { state: null, cents: null };
  const [w] = await db
    .select({ state: workOrders.approvalState, cents: workOrders.approvedCents })
    .from(workOrders)
    .where(eq(workOrders.id, workOrderId));
  return w ?? { state: null, cents: null };
}
/**
 * The office approves a draft: it is now owed. A bill of its own posts its expense (debit each
 * line's expense account, credit 2100 accounts payable, for the property and vendor, dated the
 * day approved); a work order's bill posts nothing, its completion already did.
 */
export async function approveBill(
  ctx: AppContext,
  actor: Actor,
  id: string,
  now: Date,
): Promise<Bill> {
  await ctx.db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (bill.status !== 'draft')
      throw new AppError('conflict', `This bill is ${bill.status}, not a draft.`);
    const property = await propertyOf(tx, bill.propertyId);
    if (
      needsOwnerApproval(bill, property.threshold, await workOrderApproval(tx, bill.workOrderId))
    ) {
      throw new AppError(
        'conflict',
        `This bill is above the ${formatMoney(property.threshold)} the owner of ${property.name} approves repairs from: ask the owner first.`,
      );
    }
    let expenseEntryId: string | null = null;
    if (!bill.workOrderId) {
      const lines = await tx.select().from(billLines).where(eq(billLines.billId, id));
      const [vendor] = await tx
        .select({ name: vendors.legalName })
        .from(vendors)
        .where(eq(vendors.id, bill.vendorId));
      const entry = await postEntry(tx, {
        date: await companyToday(tx, now),
        source: { kind: 'expense', id: `bill:${id}` },
        memo: `Bill ${bill.invoiceNumber}, ${vendor!.name}`,
        actorId: actor.id,
        lines: [
          ...lines.map((line) => ({
            account: { id: line.accountId },
            debit: line.amountCents,
            propertyId: bill.propertyId,
            ...(bill.unitId ? { unitId: bill.unitId } : {}),
            vendorId: bill.vendorId,
          })),
          {
            account: 'accounts_payable' as const,
            credit: bill.totalCents,
            propertyId: bill.propertyId,
            vendorId: bill.vendorId,
          },
        ],
      });
      expenseEntryId = entry.id;
    }
    await tx
      .update(bills)
      .set({
        status: 'approved',
        approvedBy: actor.id,
        approvedAt: now,
        expenseEntryId,
        updatedAt: now,
      })
      .where(eq(bills.id, id));
    await recordAudit(tx, actor, {
      action: 'bill.approve',
      target: `bill:${id}`,
      after: { totalCents: bill.totalCents, expenseEntryId },
    });
  });
  return readBill(ctx.db, actor, id, now);
}
/** The office asks the owner about a bill above the threshold; the owner answers in the portal. */
export async function askOwner(
  ctx: AppContext,
  actor: Actor,
  id: string,
  now: Date,
): Promise<Bill> {
  await ctx.db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (bill.status !== 'draft')
      throw new AppError('conflict', 'Only a draft bill waits for the owner.');
    const property = await propertyOf(tx, bill.propertyId);
    if (
      !needsOwnerApproval(bill, property.threshold, await workOrderApproval(tx, bill.workOrderId))
    ) {
      throw new AppError('conflict', "This bill does not need the owner's approval.");
    }
    await tx
      .update(bills)
      .set({ ownerApprovalState: 'pending', ownerApprovalNote: null, updatedAt: now })
      .where(eq(bills.id, id));
    await recordAudit(tx, actor, { action: 'bill.owner-approval.ask', target: `bill:${id}` });
  });
  return readBill(ctx.db, actor, id, now);
}
/** The property's owner answers (approving lets the office approve the bill). */
export async function ownerDecides(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: Decision,
  now: Date,
): Promise<Bill> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ bill: bills, ownerId: properties.ownerId })
      .from(bills)
      .innerJoin(properties, eq(properties.id, bills.propertyId))
      .where(and(eq(bills.id, id), billScope(actor)))
      .for('update', { of: bills });
    if (!row) throw notFound('The bill');
    if (row.ownerId !== actor.id) throw forbidden("Only the property's owner answers for a bill.");
    if (row.bill.ownerApprovalState !== 'pending' || row.bill.status !== 'draft') {
      throw new AppError('conflict', 'This bill is not waiting for an answer.');
    }
    const approved = input.decision === 'approve';
    await tx
      .update(bills)
      .set({
        ownerApprovalState: approved ? 'approved' : 'declined',
        ownerApprovalNote: input.note || null,
        ownerApprovalDecidedBy: actor.id,
        ownerApprovalDecidedAt: now,
        updatedAt: now,
      })
      .where(eq(bills.id, id));
    await recordAudit(tx, actor, {
      action: approved ? 'bill.owner-approve' : 'bill.owner-decline',
      target: `bill:${id}`,
      after: { note: input.note, totalCents: row.bill.totalCents },
    });
  });
  return readBill(ctx.db, actor, id, now);
}
