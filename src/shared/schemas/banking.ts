import { z } from 'zod';

/** Bank statements and reconciliation (docs/accounting.md, "Bank statements and reconciliation"). */

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Operating trust (rents, owners' funds), deposit escrow (§83.49), and the company's own. */
export const BANK_ACCOUNT_KINDS = [
  'operating_trust',
  'deposit_escrow',
  'company_operating',
] as const;
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];

export const BankAccountParamsSchema = z.object({ id: z.uuid('Unknown id') });

export const MonthParamsSchema = z.object({
  id: z.uuid('Unknown id'),
  month: z.string().regex(MONTH, 'Give the month as YYYY-MM'),
});

export const StatementLineParamsSchema = z.object({
  id: z.uuid('Unknown id'),
  statementLineId: z.uuid('Unknown id'),
});

const column = z.string().trim().max(200);

/**
 * Which columns of a bank's CSV statement hold what (header names as the file writes them). The
 * amount is one signed column, or a debit column and a credit column; the balance is optional
 * (it gives the month's ending balance). Dates are 'YYYY-MM-DD' unless told.
 */
export const CsvMappingSchema = z.object({
  date: column.min(1, 'Choose the date column'),
  description: column.min(1, 'Choose the description column'),
  amount: column.optional(),
  debit: column.optional(),
  credit: column.optional(),
  reference: column.optional(),
  balance: column.optional(),
  dateFormat: z.enum(['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY']).optional(),
});
export type CsvMapping = z.infer<typeof CsvMappingSchema>;

export const ImportBodySchema = z.object({
  fileName: z.string().trim().max(200).default(''),
  /** The file's text (CSV or OFX). */
  content: z.string().min(1, 'Choose a statement file').max(900_000, 'The file is too large'),
  format: z.enum(['csv', 'ofx']).optional(),
  mapping: CsvMappingSchema.optional(),
});

export const HeadersBodySchema = z.object({
  content: z.string().min(1, 'Choose a statement file').max(900_000, 'The file is too large'),
});

export const MatchBodySchema = z.object({
  statementLineId: z.uuid('Unknown id'),
  journalLineId: z.uuid('Unknown id'),
});

export const CreateEntryBodySchema = z.object({
  statementLineId: z.uuid('Unknown id'),
  kind: z.enum(['bank_fee', 'interest']),
});

export const EndingBalanceBodySchema = z.object({
  cents: z.number().int().min(-100_000_000_000).max(100_000_000_000),
});

export const SignBodySchema = z.object({
  explanation: z.string().max(4000).default(''),
});

// ---- What /api/banking answers ------------------------------------------------------------

/** A bank account with what the reconciliation screen starts from. */
export const BankAccountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  bankName: z.string(),
  last4: z.string(),
  kind: z.enum(BANK_ACCOUNT_KINDS),
  mapping: CsvMappingSchema.nullable(),
  /** The last day of any statement line imported, or null. */
  lastStatementDay: z.string().nullable(),
  /** Months signed, newest first. */
  signedMonths: z.array(z.string()),
  /** The last month that has ended, company time: the one to reconcile next. */
  lastEndedMonth: z.string(),
});
export type BankAccountSummary = z.infer<typeof BankAccountSummarySchema>;

/** A journal cash line of the books. */
export const BookItemSchema = z.object({
  journalLineId: z.string(),
  date: z.string(),
  /** Money in above zero, out below. */
  cents: z.number().int(),
  /** The payment's reference, or the entry's memo. */
  number: z.string(),
  memo: z.string(),
});
export type BookItem = z.infer<typeof BookItemSchema>;

/** A line of a bank statement. */
export const BankItemSchema = z.object({
  statementLineId: z.string(),
  date: z.string(),
  cents: z.number().int(),
  description: z.string(),
  reference: z.string(),
  /** The journal line it is matched to, when matched. */
  journalLineId: z.string().nullable(),
  how: z.enum(['auto', 'manual', 'created']).nullable(),
});
export type BankItem = z.infer<typeof BankItemSchema>;

/** What a trust account owes one owner, or one tenant (a deposit, prepaid rent), or vendors. */
export const LiabilityItemSchema = z.object({
  kind: z.enum(['owner', 'payable', 'deposit', 'prepaid']),
  /** The owner, or the lease. */
  id: z.string(),
  name: z.string(),
  cents: z.number().int(),
});
export type LiabilityItem = z.infer<typeof LiabilityItemSchema>;

/** The month's reconciliation of one bank account: the page, the PDF and the CSV read it. */
export const ReconciliationSchema = z.object({
  bankAccount: z.object({
    id: z.string(),
    name: z.string(),
    bankName: z.string(),
    last4: z.string(),
    kind: z.enum(BANK_ACCOUNT_KINDS),
    trust: z.boolean(),
  }),
  month: z.string(),
  /** The bank's balance at the month's end, from the statement or typed; null until known. */
  statementEndingCents: z.number().int().nullable(),
  statementEndingSource: z.enum(['import', 'typed']).nullable(),
  depositsInTransit: z.array(BookItemSchema),
  outstandingPayments: z.array(BookItemSchema),
  depositsInTransitCents: z.number().int(),
  /** Above zero: the total of the payments out not yet through the bank. */
  outstandingPaymentsCents: z.number().int(),
  adjustedBankCents: z.number().int().nullable(),
  bookBalanceCents: z.number().int(),
  /** Adjusted bank balance less book balance. */
  bankDifferenceCents: z.number().int().nullable(),
  /** Statement lines of the month or before not in the books by the month's end. */
  unrecordedBankLines: z.array(BankItemSchema),
  /** Every statement line of the month, with its match. */
  statementLines: z.array(BankItemSchema),
  /** For a trust account: what is owed to others out of it, itemised. */
  liabilities: z.array(LiabilityItemSchema).nullable(),
  liabilitiesCents: z.number().int().nullable(),
  /**
   * Book balance less what is owed to others: the company's own money in trust when above zero
   * (allowed, warned of above $5,000), a shortage below zero (to explain before signing).
   */
  trustDifferenceCents: z.number().int().nullable(),
  warnings: z.array(
    z.object({
      code: z.enum(['company_money', 'owner_negative', 'no_statement']),
      cents: z.number().int(),
      name: z.string().optional(),
    }),
  ),
  /** A difference to explain before sign-off. */
  needsExplanation: z.boolean(),
  signed: z.object({ byName: z.string(), at: z.string(), explanation: z.string() }).nullable(),
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
