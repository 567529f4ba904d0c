import { z } from 'zod';

/**
 * A cost charged to the owner against one property in the month, read from the owner's expense
 * accounts in the books (completed work orders, and later vendors' bills). Negative when an
 * expense was reversed.
 */
export const StatementExpenseSchema = z.object({
  date: z.string(),
  description: z.string(),
  reference: z.string().nullable(),
  amountCents: z.number().int(),
  /** The expense account ("Repairs and maintenance"); statements issued before it have none. */
  account: z.string().optional(),
});
export type StatementExpense = z.infer<typeof StatementExpenseSchema>;

/** How the property's management plan sets the fee; null when it has no plan (no fee). */
export const StatementPlanSchema = z.object({
  name: z.string(),
  percentOfRentBasisPoints: z.number().int().nullable(),
  monthlyFeeCents: z.number().int().nullable(),
});
export type StatementPlan = z.infer<typeof StatementPlanSchema>;

/** One property's month: money in, the management fee, expenses, and what is left for the owner. */
export const StatementPropertyLineSchema = z.object({
  propertyId: z.uuid(),
  propertyName: z.string(),
  addressLine: z.string(),
  city: z.string(),
  plan: StatementPlanSchema.nullable(),
  /** Payments received in the month that did not fail. */
  paymentsCents: z.number().int(),
  /** Payments put back in the month (reversed by the office or returned by the bank). */
  reversalsCents: z.number().int(),
  collectedCents: z.number().int(),
  managementFeeCents: z.number().int(),
  expenses: z.array(StatementExpenseSchema),
  expensesCents: z.number().int(),
  netCents: z.number().int(),
  /**
   * Tenants' security deposits held in escrow for this property at the month's end: the tenants'
   * money, shown apart and never part of what was collected or of the net (§83.49(1)). Statements
   * issued before the books existed have none.
   */
  depositsHeldCents: z.number().int().default(0),
});
export type StatementPropertyLine = z.infer<typeof StatementPropertyLineSchema>;

export const StatementTotalsSchema = z.object({
  collectedCents: z.number().int(),
  managementFeeCents: z.number().int(),
  expensesCents: z.number().int(),
  netCents: z.number().int(),
});
export type StatementTotals = z.infer<typeof StatementTotalsSchema>;

/** A contribution the owner paid in, or a payout to them, in the month. */
export const StatementMovementSchema = z.object({
  date: z.string(),
  kind: z.enum(['contribution', 'payout']),
  reference: z.string(),
  amountCents: z.number().int(),
});

/**
 * The owner's money in trust over the month, read from the books when the statement is read:
 * the balance at the start, what the properties netted (income less expenses and the fee, as the
 * books hold them), contributions in, payouts out, the balance at the end, and the part of it kept
 * as the properties' reserve (docs/accounting.md, "Owner payouts").
 */
export const StatementAccountSchema = z.object({
  beginningCents: z.number().int(),
  netFromPropertiesCents: z.number().int(),
  contributionsCents: z.number().int(),
  payoutsCents: z.number().int(),
  endingCents: z.number().int(),
  reserveCents: z.number().int(),
  movements: z.array(StatementMovementSchema),
});
export type StatementAccount = z.infer<typeof StatementAccountSchema>;

/**
 * A statement as the page shows it: `final` ones are stored after the month ended and have an id;
 * `month_to_date` is computed on each request and has none.
 */
export const StatementSchema = StatementTotalsSchema.extend({
  id: z.uuid().nullable(),
  kind: z.enum(['final', 'month_to_date']),
  ownerId: z.uuid(),
  ownerName: z.string(),
  period: z.string(),
  /** The last company-local day the figures cover. */
  throughDate: z.string(),
  issuedAt: z.string().nullable(),
  properties: z.array(StatementPropertyLineSchema),
  account: StatementAccountSchema.optional(),
});
export type Statement = z.infer<typeof StatementSchema>;

export const StatementRowSchema = StatementTotalsSchema.extend({
  id: z.uuid(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  period: z.string(),
  propertyCount: z.number().int(),
  issuedAt: z.string(),
});
export type StatementRow = z.infer<typeof StatementRowSchema>;

export const StatementOwnerSchema = z.object({ id: z.uuid(), name: z.string() });
export type StatementOwner = z.infer<typeof StatementOwnerSchema>;

export const StatementListQuerySchema = z.object({
  ownerId: z.uuid('Unknown owner').optional(),
  page: z.coerce.number().int('Use a whole page number').min(1, 'Pages start at 1').default(1),
});
export type StatementListQuery = z.infer<typeof StatementListQuerySchema>;

export const StatementListSchema = z.object({
  statements: z.array(StatementRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whose statements the reader may filter by: every owner for an admin, oneself for an owner. */
  owners: z.array(StatementOwnerSchema),
});
export type StatementList = z.infer<typeof StatementListSchema>;

/** An owner reads their own month; an admin names the owner. */
export const MonthToDateQuerySchema = z.object({
  ownerId: z.uuid('Unknown owner').optional(),
});
