import { z } from 'zod';
import { IsoDateSchema, PositiveCentsSchema } from './leasing-fields';
import { IdempotencyKeySchema } from './ledger';

/** Owner payouts and contributions (docs/accounting.md, "Owner payouts"). */

export const PAYOUT_METHODS = ['check', 'ach'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
export const PayoutMonthSchema = z.string().regex(MONTH, 'Enter a month as YYYY-MM');

/** PUT /api/owners/:id/payout-settings. The account number is sent only to change it. */
export const PayoutSettingsInputSchema = z.object({
  method: z.enum(PAYOUT_METHODS, 'Choose check or bank transfer'),
  routingNumber: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'Enter the 9-digit routing number')
    .nullish(),
  accountNumber: z
    .string()
    .trim()
    .regex(/^\d{4,17}$/, 'Enter an account number of 4 to 17 digits')
    .nullish(),
  accountType: z.enum(PAYOUT_ACCOUNT_TYPES, 'Choose checking or savings').nullish(),
});

export const PayoutSettingsSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  method: z.enum(PAYOUT_METHODS),
  routingNumber: z.string().nullable(),
  /** `****6789`: the number itself is never answered. */
  accountMasked: z.string().nullable(),
  accountType: z.enum(PAYOUT_ACCOUNT_TYPES).nullable(),
});
export type PayoutSettings = z.infer<typeof PayoutSettingsSchema>;

export const PayoutPreviewQuerySchema = z.object({ month: PayoutMonthSchema });

export const PAYOUT_ZERO_REASONS = [
  'already_paid',
  'nothing_held',
  'reserve',
  'bills',
  'unsettled',
  'no_bank_account',
] as const;
export type PayoutZeroReason = (typeof PAYOUT_ZERO_REASONS)[number];

export const PayoutPreviewRowSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  /** What the trust holds for the owner: funds held plus what is set aside for bills owed. */
  heldCents: z.number().int(),
  reserveCents: z.number().int(),
  /** Approved bills not paid yet (owed to vendors for the owner's properties). */
  billsCents: z.number().int(),
  /** Tenants' payments not settled yet (pending): may still come back. */
  unsettledCents: z.number().int(),
  availableCents: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  accountMasked: z.string().nullable(),
  /** Paid already for the month: the payout. */
  paid: z
    .object({ amountCents: z.number().int(), reference: z.string(), paidOn: z.string() })
    .nullable(),
  /** Why nothing would be paid (null when something is). */
  reason: z.enum(PAYOUT_ZERO_REASONS).nullable(),
});
export type PayoutPreviewRow = z.infer<typeof PayoutPreviewRowSchema>;

export const PayoutPreviewSchema = z.object({
  month: z.string(),
  owners: z.array(PayoutPreviewRowSchema),
  totalCents: z.number().int(),
  /** Missing before bank transfers can be paid: the ACH originator on the site settings page. */
  originatorMissing: z.boolean(),
});
export type PayoutPreview = z.infer<typeof PayoutPreviewSchema>;

export const PayoutRunInputSchema = z.object({
  month: PayoutMonthSchema,
  hold: z.array(z.uuid('Unknown owner')).max(10_000).default([]),
  idempotencyKey: IdempotencyKeySchema,
});

export const PaidOwnerSchema = z.object({
  payoutId: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  amountCents: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  reference: z.string(),
  checkNumber: z.number().int().nullable(),
  runId: z.string(),
});

export const PayoutRunSchema = z.object({
  runId: z.string(),
  month: z.string(),
  /** Paid by this run. */
  paid: z.array(PaidOwnerSchema),
  /** Paid for the month before (by another run or instance): nothing was paid again. */
  alreadyPaid: z.array(PaidOwnerSchema),
  held: z.array(z.string()),
  totalCents: z.number().int(),
  achCount: z.number().int(),
  checkCount: z.number().int(),
});
export type PayoutRun = z.infer<typeof PayoutRunSchema>;

export const ContributionInputSchema = z.object({
  propertyId: z.uuid('Choose a property'),
  amountCents: PositiveCentsSchema,
  receivedOn: IsoDateSchema.optional(),
  memo: z.string().trim().max(200, 'Keep the memo under 200 characters').optional().default(''),
  idempotencyKey: IdempotencyKeySchema,
});

export const ContributionSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  propertyId: z.string(),
  amountCents: z.number().int(),
  receivedOn: z.string(),
  memo: z.string(),
  entryId: z.string(),
});

/** The ACH originator: the company's bank and its ACH identity (site settings). */
export const NachaOriginatorInputSchema = z.object({
  odfiRouting: z
    .string()
    .trim()
    .regex(/^\d{9}$/, 'Enter the bank’s 9-digit routing number'),
  odfiName: z.string().trim().min(1, 'Enter the bank’s name').max(23, 'Up to 23 characters'),
  companyId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{10}$/, 'Enter the 10-character ACH company ID'),
  companyName: z
    .string()
    .trim()
    .min(1, 'Enter the company name for ACH')
    .max(16, 'Up to 16 characters'),
});
export type NachaOriginatorInput = z.infer<typeof NachaOriginatorInputSchema>;
export const NachaOriginatorSchema = z.object({
  originator: NachaOriginatorInputSchema.nullable(),
});
