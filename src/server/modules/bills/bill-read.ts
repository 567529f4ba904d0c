import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bill, BillListQuerySchema } from '../../../shared/schemas/bills';
import type { Db } from '../../db/client';
import {
  accounts,
  billLines,
  bills,
  properties,
  units,
  vendorCheckBills,
  vendorChecks,
  vendors,
  workOrders,
} from '../../db/tables';
import { actorCan, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { companyToday } from '../../lib/company-time';
import { insuranceExpired } from './vendors.service';

type ListQuery = z.output<typeof BillListQuerySchema>;

/**
 * Which bills the actor reads: every one with `manage:bills:any` (the office), the bills of one's
 * own properties with `read:bills:own` (an owner), none otherwise (a technician has no bills).
 */
export function billScope(actor: Actor): SQL {
  if (actorCan(actor, 'manage:bills:any')) return sql`true`;
  if (actorCan(actor, 'read:bills:own')) return eq(properties.ownerId, actor.id);
  return sql`false`;
}
export async function readBills(
  db: Db,
  actor: Actor,
  query: ListQuery & { id?: string },
  now: Date,
): Promise<Bill[]> {
  const rows = await db
    .select({
      bill: bills,
      vendorName: vendors.legalName,
      vendorInsurance: vendors.insuranceExpiresOn,
      propertyName: properties.name,
      threshold: properties.approvalThresholdCents,
      unitLabel: units.label,
      workOrderReference: workOrders.reference,
      workOrderApproval: workOrders.approvalState,
      workOrderApprovedCents: workOrders.approvedCents,
    })
    .from(bills)
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .innerJoin(properties, eq(properties.id, bills.propertyId))
    .leftJoin(units, eq(units.id, bills.unitId))
    .leftJoin(workOrders, eq(workOrders.id, bills.workOrderId))
    .where(
      and(
        billScope(actor),
        query.status ? eq(bills.status, query.status) : undefined,
        query.workOrderId ? eq(bills.workOrderId, query.workOrderId) : undefined,
        query.id ? eq(bills.id, query.id) : undefined,
      ),
    )
    .orderBy(desc(bills.invoiceDate), desc(bills.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.bill.id);
  const lines = await db
    .select({
      billId: billLines.billId,
      id: billLines.id,
      accountId: billLines.accountId,
      accountCode: accounts.code,
      accountName: accounts.name,
      accountNameEs: accounts.nameEs,
      description: billLines.description,
      amountCents: billLines.amountCents,
    })
    .from(billLines)
    .innerJoin(accounts, eq(accounts.id, billLines.accountId))
    .where(inArray(billLines.billId, ids))
    .orderBy(asc(billLines.position), asc(billLines.id));
  const checks = await db
    .select({
      billId: vendorCheckBills.billId,
      id: vendorChecks.id,
      number: vendorChecks.checkNumber,
      issuedOn: vendorChecks.issuedOn,
      status: vendorChecks.status,
    })
    .from(vendorCheckBills)
    .innerJoin(vendorChecks, eq(vendorChecks.id, vendorCheckBills.checkId))
    .where(inArray(vendorCheckBills.billId, ids))
    .orderBy(desc(vendorChecks.createdAt));
  const today = await companyToday(db, now);
  return rows.map((r) => {
    const b = r.bill;
    const check = checks.find((c) => c.billId === b.id) ?? null;
    return {
      id: b.id,
      vendorId: b.vendorId,
      vendorName: r.vendorName,
      vendorInsuranceExpired: insuranceExpired(r.vendorInsurance, today),
      propertyId: b.propertyId,
      propertyName: r.propertyName,
      unitId: b.unitId,
      unitLabel: r.unitLabel,
      workOrderId: b.workOrderId,
      workOrderReference: r.workOrderReference,
      invoiceNumber: b.invoiceNumber,
      invoiceDate: b.invoiceDate,
      dueDate: b.dueDate,
      memo: b.memo,
      status: b.status,
      totalCents: b.totalCents,
      lines: lines.filter((l) => l.billId === b.id).map(({ billId: _billId, ...line }) => line),
      file:
        b.fileKey && b.fileName
          ? {
              name: b.fileName,
              contentType: b.fileContentType ?? '',
              sizeBytes: b.fileSizeBytes ?? 0,
            }
          : null,
      needsOwnerApproval: needsOwnerApproval(b, r.threshold, {
        state: r.workOrderApproval,
        cents: r.workOrderApprovedCents,
      }),
      approvalThresholdCents: r.threshold,
      ownerApprovalState:
        b.ownerApprovalState ??
        (b.workOrderId && r.workOrderApproval === 'approved' ? 'approved' : null),
      ownerApprovalNote: b.ownerApprovalNote,
      recurring: b.recurringBillId !== null,
      check: check
        ? { id: check.id, number: check.number, issuedOn: check.issuedOn, status: check.status }
        : null,
      createdAt: b.createdAt.toISOString(),
    };
  });
}
/**
 * A bill above the property's threshold waits for the owner: their answer on the bill, or, for a
 * work order's bill, the estimate they approved on the work order (the existing approval) when it
 * covers the bill.
 */
export function needsOwnerApproval(
  bill: { totalCents: number; ownerApprovalState: string | null; workOrderId: string | null },
  threshold: number,
  workOrder: { state: string | null; cents: number | null },
): boolean {
  if (bill.totalCents <= threshold) return false;
  if (bill.ownerApprovalState === 'approved') return false;
  return !(
    bill.workOrderId &&
    workOrder.state === 'approved' &&
    (workOrder.cents ?? 0) >= bill.totalCents
  );
}
export async function readBill(db: Db, actor: Actor, id: string, now: Date): Promise<Bill> {
  const [bill] = await readBills(db, actor, { id }, now);
  if (!bill) throw notFound('The bill');
  return bill;
}
