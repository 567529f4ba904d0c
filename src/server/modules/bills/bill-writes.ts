import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bill, BillInputSchema } from '../../../shared/schemas/bills';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { accounts, billLines, bills, properties, units, vendors } from '../../db/tables';
import { type Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { maxDate } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';
import { isUniqueViolation } from '../../lib/pg-errors';
import { reverseEntry } from '../accounting/journal';
import { recordAudit } from '../audit/audit.service';
import { readBill } from './bill-read';

type BillInput = z.output<typeof BillInputSchema>;

const duplicateInvoice = (invoiceNumber: string) =>
  fieldError(
    'invoiceNumber',
    `Invoice ${invoiceNumber} from this vendor is already entered: each invoice is entered once.`,
  );
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
export const totalOf = (lines: { amountCents: number }[]) =>
  lines.reduce((s, l) => s + l.amountCents, 0);
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
export async function lockBill(db: Db, id: string) {
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
