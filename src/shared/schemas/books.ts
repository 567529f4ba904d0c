import { z } from 'zod';
import { IsoDateSchema, PositiveCentsSchema, textField } from './leasing-fields';
import { IdempotencyKeySchema } from './ledger';

/** As accounts.type in the database (src/server/db/schema/accounting.ts). */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;

/** A month of the books, 'YYYY-MM'. */
export const MonthParamsSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM'),
});

export const BooksMonthSchema = z.object({
  month: z.string(),
  closed: z.boolean(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** Ended in the company's time zone and open: the close button shows. */
  closable: z.boolean(),
});
export const BooksMonthListSchema = z.object({ items: z.array(BooksMonthSchema) });

export const FeesInTrustSchema = z.object({
  items: z.array(z.object({ propertyId: z.string(), propertyName: z.string(), cents: z.number() })),
  totalCents: z.number(),
});

export const FeeTransferSchema = z.object({ idempotencyKey: IdempotencyKeySchema });
export const FeeTransferResultSchema = z.object({ cents: z.number(), date: z.string() });

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES, {
  error: 'Choose asset, liability, equity, income or expense',
});

export const BooksAccountSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEs: z.string(),
  type: AccountTypeSchema,
  isTrust: z.boolean(),
  active: z.boolean(),
  systemKey: z.string().nullable(),
  balanceCents: z.number(),
  /** Lines posted to it: its type can no longer change. */
  hasActivity: z.boolean(),
});
export const BooksAccountListSchema = z.object({ items: z.array(BooksAccountSchema) });

export const NewAccountSchema = z.object({
  code: z.string({ error: 'Enter a 4-digit code' }).regex(/^\d{4}$/, 'Enter a 4-digit code'),
  name: textField(80, 'English name'),
  nameEs: textField(80, 'Spanish name'),
  type: AccountTypeSchema,
});

export const AccountPatchSchema = z
  .object({
    name: textField(80, 'English name').optional(),
    nameEs: textField(80, 'Spanish name').optional(),
    type: AccountTypeSchema.optional(),
    active: z.boolean().optional(),
  })
  .strict();

export const ManualLineSchema = z
  .object({
    accountId: z.uuid('Choose an account'),
    debitCents: PositiveCentsSchema.optional(),
    creditCents: PositiveCentsSchema.optional(),
    propertyId: z.uuid('Unknown property').optional(),
    ownerId: z.uuid('Unknown owner').optional(),
  })
  .superRefine((line, ctx) => {
    if ((line.debitCents === undefined) === (line.creditCents === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['debitCents'],
        message: 'Enter either a debit or a credit',
      });
    }
  });

export const ManualEntrySchema = z.object({
  date: IsoDateSchema,
  memo: textField(200, 'memo'),
  lines: z.array(ManualLineSchema).min(2, 'Enter at least two lines'),
});
export type ManualEntry = z.infer<typeof ManualEntrySchema>;
export const ManualEntryResultSchema = z.object({ id: z.string(), date: z.string() });
