import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Bill,
  BillInputSchema,
  BillListQuerySchema,
  OwnerDecisionSchema,
} from '../../../shared/schemas/bills';
import { formatMoney } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import {
  accounts,
  billLines,
  bills,
  properties,
  technicianVendors,
  units,
  users,
  vendorCheckBills,
  vendorChecks,
  vendors,
  workOrderCosts,
  workOrders,
} from '../../db/tables';
import { actorCan, type Actor } from '../../lib/actor';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { capabilityHolders } from '../../lib/capability-holders';
import { addDays, localDate, maxDate } from '../../lib/calendar';
import { companyTimeZone, companyToday } from '../../lib/company-time';
import { isUniqueViolation } from '../../lib/pg-errors';
import { postEntry, reverseEntry } from '../accounting/journal';
import { recordAudit } from '../audit/audit.service';
import { insuranceExpired } from './vendors.service';

type BillInput = z.output<typeof BillInputSchema>;
type ListQuery = z.output<typeof BillListQuerySchema>;
type Decision = z.output<typeof OwnerDecisionSchema>;

/**
 * Which bills the actor reads: every one with `manage:bills:any` (the office), the bills of one's
 * own properties with `read:bills:own` (an owner), none otherwise (a technician has no bills).
 */
export function billScope(actor: Actor): SQL {
  if (actorCan(actor, 'manage:bills:any')) return sql`true`;
  if (actorCan(actor, 'read:bills:own')) return eq(properties.ownerId, actor.id);
  return sql`false`;
}

const duplicateInvoice = (invoiceNumber: string) =>
  fieldError(
    'invoiceNumber',
    `Invoice ${invoiceNumber} from this vendor is already entered: each invoice is entered once.`,
  );

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
function needsOwnerApproval(
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

/** Checks what a bill names; each refusal is a 400 at its field. */
async function checkInput(db: Db, input: BillInput, billId: string | null) {
  if (input.dueDate < input.invoiceDate) {
    throw fieldError('dueDate', 'The due date cannot be before the invoice date.');
  }
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.id, input.vendorId));
  if (!vendor) throw fieldError('vendorId', 'Choose a vendor from the list.');
  const [property] = await db
    .select({ id: properties.id, archivedAt: properties.archivedAt })
    .from(properties)
    .where(eq(properties.id, input.propertyId));
  if (!property) throw fieldError('propertyId', 'Choose a property from the list.');
  if (input.unitId) {
    const [unit] = await db
      .select({ propertyId: units.propertyId })
      .from(units)
      .where(eq(units.id, input.unitId));
    if (!unit || unit.propertyId !== input.propertyId) {
      throw fieldError('unitId', 'Choose a unit of the property.');
    }
  }
  const accountIds = [...new Set(input.lines.map((l) => l.accountId))];
  const found = await db
    .select({ id: accounts.id, type: accounts.type, active: accounts.active })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  input.lines.forEach((line, index) => {
    const account = found.find((a) => a.id === line.accountId);
    if (!account || account.type !== 'expense' || !account.active) {
      throw fieldError(`lines.${index}.accountId`, 'Choose an active expense account.');
    }
  });
  const [duplicate] = await db
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.vendorId, input.vendorId),
        sql`lower(${bills.invoiceNumber}) = lower(${input.invoiceNumber})`,
        ne(bills.status, 'void'),
        billId ? ne(bills.id, billId) : undefined,
      ),
    );
  if (duplicate) throw duplicateInvoice(input.invoiceNumber);
}

const totalOf = (lines: { amountCents: number }[]) => lines.reduce((s, l) => s + l.amountCents, 0);

async function writeLines(db: Db, billId: string, lines: BillInput['lines']) {
  await db.delete(billLines).where(eq(billLines.billId, billId));
  await db.insert(billLines).values(
    lines.map((line, position) => ({
      billId,
      accountId: line.accountId,
      description: line.description,
      amountCents: line.amountCents,
      position,
    })),
  );
}

/** Inserts, turning the unique index's refusal (two at once) into the field's 400. */
async function guarded<T>(invoiceNumber: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateInvoice(invoiceNumber);
    throw err;
  }
}

export async function createBill(
  ctx: AppContext,
  actor: Actor,
  input: BillInput,
  now: Date,
): Promise<Bill> {
  const id = await guarded(input.invoiceNumber, () =>
    ctx.db.transaction(async (tx) => {
      await checkInput(tx, input, null);
      const [row] = await tx
        .insert(bills)
        .values({
          vendorId: input.vendorId,
          propertyId: input.propertyId,
          unitId: input.unitId,
          invoiceNumber: input.invoiceNumber,
          invoiceDate: input.invoiceDate,
          dueDate: input.dueDate,
          memo: input.memo,
          totalCents: totalOf(input.lines),
          createdBy: actor.id,
        })
        .returning({ id: bills.id });
      await writeLines(tx, row!.id, input.lines);
      await recordAudit(tx, actor, {
        action: 'bill.create',
        target: `bill:${row!.id}`,
        after: input,
      });
      return row!.id;
    }),
  );
  return readBill(ctx.db, actor, id, now);
}

async function lockBill(db: Db, id: string) {
  const [row] = await db.select().from(bills).where(eq(bills.id, id)).for('update');
  if (!row) throw notFound('The bill');
  return row;
}

export async function updateBill(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: BillInput,
  now: Date,
): Promise<Bill> {
  await guarded(input.invoiceNumber, () =>
    ctx.db.transaction(async (tx) => {
      const bill = await lockBill(tx, id);
      if (bill.status !== 'draft') {
        throw new AppError(
          'conflict',
          'Only a draft bill can be changed; void it and enter it again.',
        );
      }
      await checkInput(tx, input, id);
      if (bill.workOrderId) {
        // Its expense is the work order's completion entry: the amounts stay the work order's.
        if (
          totalOf(input.lines) !== bill.totalCents ||
          input.propertyId !== bill.propertyId ||
          input.vendorId !== bill.vendorId
        ) {
          throw fieldError(
            'lines',
            "A work order's bill carries its costs, vendor and property: change the work order instead.",
          );
        }
      }
      await tx
        .update(bills)
        .set({
          vendorId: input.vendorId,
          propertyId: input.propertyId,
          unitId: input.unitId,
          invoiceNumber: input.invoiceNumber,
          invoiceDate: input.invoiceDate,
          dueDate: input.dueDate,
          memo: input.memo,
          totalCents: totalOf(input.lines),
          // A changed amount is a new question for the owner.
          ...(totalOf(input.lines) !== bill.totalCents
            ? { ownerApprovalState: null, ownerApprovalNote: null }
            : {}),
          updatedAt: now,
        })
        .where(eq(bills.id, id));
      await writeLines(tx, id, input.lines);
      await recordAudit(tx, actor, { action: 'bill.update', target: `bill:${id}`, after: input });
    }),
  );
  return readBill(ctx.db, actor, id, now);
}

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

async function workOrderApproval(db: Db, workOrderId: string | null) {
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

/**
 * Voids a draft or approved bill. An approved bill's own expense entry is reversed; a work
 * order's bill leaves the work order's expense (the work was done; reopening the work order takes
 * it back). A paid bill's check is voided first.
 */
export async function voidBill(
  ctx: AppContext,
  actor: Actor,
  id: string,
  now: Date,
): Promise<Bill> {
  await ctx.db.transaction(async (tx) => {
    const bill = await lockBill(tx, id);
    if (bill.status === 'paid')
      throw new AppError('conflict', 'This bill is paid: void its check first.');
    if (bill.status === 'void') throw new AppError('conflict', 'This bill is already void.');
    if (bill.expenseEntryId) {
      const [entry] = await rawRows<{ day: string }>(
        tx,
        sql`select entry_date::text as day from journal_entries where id = ${bill.expenseEntryId}`,
      );
      await reverseEntry(tx, bill.expenseEntryId, {
        date: maxDate(await companyToday(tx, now), entry!.day),
        actorId: actor.id,
        memo: `Bill ${bill.invoiceNumber} voided`,
      });
    }
    await tx
      .update(bills)
      .set({ status: 'void', voidedAt: now, updatedAt: now })
      .where(eq(bills.id, id));
    await recordAudit(tx, actor, {
      action: 'bill.void',
      target: `bill:${id}`,
      before: { status: bill.status },
    });
  });
  return readBill(ctx.db, actor, id, now);
}

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

export async function setPropertyReserve(
  ctx: AppContext,
  actor: Actor,
  propertyId: string,
  reserveCents: number,
): Promise<{ reserveCents: number }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ reserveCents: properties.reserveCents })
      .from(properties)
      .where(and(eq(properties.id, propertyId), isNull(properties.archivedAt)));
    if (!before) throw notFound('The property');
    await tx.update(properties).set({ reserveCents }).where(eq(properties.id, propertyId));
    await recordAudit(tx, actor, {
      action: 'property.reserve',
      target: `property:${propertyId}`,
      before,
      after: { reserveCents },
    });
    return { reserveCents };
  });
}

/** What the bill and vendor forms choose from. */
export async function billOptions(db: Db) {
  const vendorRows = await db
    .select({
      id: vendors.id,
      name: vendors.legalName,
      defaultExpenseAccountId: vendors.defaultExpenseAccountId,
    })
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.legalName));
  const propertyRows = await db
    .select({
      id: properties.id,
      name: properties.name,
      reserveCents: properties.reserveCents,
      approvalThresholdCents: properties.approvalThresholdCents,
    })
    .from(properties)
    .where(isNull(properties.archivedAt))
    .orderBy(asc(properties.name));
  const unitRows = await db
    .select({ id: units.id, label: units.label, propertyId: units.propertyId })
    .from(units)
    .orderBy(asc(units.label));
  const accountRows = await db
    .select({ id: accounts.id, code: accounts.code, name: accounts.name, nameEs: accounts.nameEs })
    .from(accounts)
    .where(
      and(eq(accounts.type, 'expense'), eq(accounts.active, true), sql`${accounts.code} like '5%'`),
    )
    .orderBy(asc(accounts.code));
  const technicians = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(capabilityHolders('take:work-orders:assigned', { active: true }))
    .orderBy(asc(users.name));
  return {
    vendors: vendorRows,
    properties: propertyRows.map((p) => ({
      ...p,
      units: unitRows.filter((u) => u.propertyId === p.id).map(({ id, label }) => ({ id, label })),
    })),
    accounts: accountRows,
    technicians,
  };
}
