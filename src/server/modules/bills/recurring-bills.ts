import { and, asc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { RecurringBillInputSchema } from '../../../shared/schemas/bills';
import type { AppContext } from '../../context';
import { accounts, billLines, bills, properties, recurringBills, vendors } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { fieldError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.service';
import { addDays, dayOf, periodOf } from '../../lib/calendar';
import { companyToday } from '../../lib/company-time';

/**
 * The scheduler's step: each active recurring bill becomes this month's draft bill once its day
 * has come, exactly once per month — `(recurring_bill_id, period)` is unique, so a second run or
 * another instance at the same moment inserts nothing. Answers how many were written.
 */
export async function createRecurringBills(ctx: AppContext, now: Date): Promise<number> {
  const today = await companyToday(ctx.db, now);
  const period = periodOf(today);
  const due = await ctx.db
    .select()
    .from(recurringBills)
    .where(and(eq(recurringBills.active, true), lte(recurringBills.startMonth, `${period}-01`)));
  let created = 0;
  for (const schedule of due) {
    const day = dayOf(period, schedule.dayOfMonth);
    if (day > today) continue;
    const made = await ctx.db.transaction(async (tx) => {
      const [bill] = await tx
        .insert(bills)
        .values({
          vendorId: schedule.vendorId,
          propertyId: schedule.propertyId,
          unitId: schedule.unitId,
          invoiceNumber: `${schedule.id.slice(0, 8).toUpperCase()}-${period}`,
          invoiceDate: day,
          dueDate: addDays(day, schedule.dueDays),
          memo: `${schedule.description} (${period})`,
          totalCents: schedule.amountCents,
          recurringBillId: schedule.id,
          period,
        })
        .onConflictDoNothing()
        .returning({ id: bills.id });
      if (!bill) return false;
      await tx.insert(billLines).values({
        billId: bill.id,
        accountId: schedule.accountId,
        description: schedule.description,
        amountCents: schedule.amountCents,
      });
      return true;
    });
    if (made) created++;
  }
  return created;
}

export async function listRecurringBills(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      id: recurringBills.id,
      vendorName: vendors.legalName,
      propertyName: properties.name,
      description: recurringBills.description,
      amountCents: recurringBills.amountCents,
      dayOfMonth: recurringBills.dayOfMonth,
      startMonth: recurringBills.startMonth,
      active: recurringBills.active,
    })
    .from(recurringBills)
    .innerJoin(vendors, eq(vendors.id, recurringBills.vendorId))
    .innerJoin(properties, eq(properties.id, recurringBills.propertyId))
    .orderBy(asc(vendors.legalName));
  return { items: rows.map((r) => ({ ...r, startMonth: r.startMonth.slice(0, 7) })) };
}

export async function addRecurringBill(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof RecurringBillInputSchema>,
) {
  return ctx.db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, input.vendorId));
    if (!vendor) throw fieldError('vendorId', 'Choose a vendor from the list.');
    const [property] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, input.propertyId));
    if (!property) throw fieldError('propertyId', 'Choose a property from the list.');
    const [account] = await tx
      .select({ type: accounts.type, active: accounts.active })
      .from(accounts)
      .where(eq(accounts.id, input.accountId));
    if (!account || account.type !== 'expense' || !account.active) {
      throw fieldError('accountId', 'Choose an active expense account.');
    }
    const [row] = await tx
      .insert(recurringBills)
      .values({ ...input, startMonth: `${input.startMonth}-01`, createdBy: actor.id })
      .returning({ id: recurringBills.id });
    await recordAudit(tx, actor, {
      action: 'bill.recurring.add',
      target: `recurring_bill:${row!.id}`,
      after: input,
    });
    return { id: row!.id };
  });
}
