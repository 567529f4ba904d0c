import { z } from 'zod';

/** Bank statements and reconciliation (docs/accounting.md, "Bank statements and reconciliation"). */

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

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
