import { z } from 'zod';

/**
 * Every accounting report answers in one shape, a table, so the portal draws, and the server
 * writes as CSV and PDF, any of them the same way (src/server/modules/reports/).
 *
 * - A column has a key (the portal's label for it, `reports:columns.<key>`) and a kind.
 * - A cell is text, whole cents (kind `money`), a count, or empty.
 * - A row of kind `total`, `opening`, `closing` or `heading` says what it is in `label`, which
 *   the portal translates and the CSV and PDF write in English in the first cell.
 * - `es` gives a cell's Spanish text where the data has one (an account's Spanish name).
 */
export const REPORT_NAMES = [
  'trial-balance',
  'aged-receivables',
  'owner-ledger',
  'deposit-register',
  'income-statement',
  'general-ledger',
  'balance-sheet',
  'trust-balance-sheet',
  'rent-roll',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const ReportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof ReportCellSchema>;

export const ReportColumnSchema = z.object({
  key: z.string(),
  kind: z.enum(['text', 'money', 'date', 'count']),
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

export const ReportRowSchema = z.object({
  kind: z.enum(['row', 'total', 'opening', 'closing', 'heading']),
  /** For a row that is not data: 'total', 'opening', 'closing', 'unpaidDeposits', … */
  label: z.string().optional(),
  cells: z.array(ReportCellSchema),
  /** Spanish text of some cells, by column index. */
  es: z.record(z.string(), z.string()).optional(),
  /** A portal page this row opens (the lease of an aged receivable), from its first cell. */
  href: z.string().optional(),
  /** Portal pages other cells open, by column index (a rent roll's tenant opens the lease). */
  links: z.record(z.string(), z.string()).optional(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportTableSchema = z.object({
  report: z.enum(REPORT_NAMES),
  /** English, for the CSV and PDF; the portal titles the page itself. */
  title: z.string(),
  /** What the figures cover, in English ("As of the end of 2031-03"). */
  subtitle: z.string(),
  /** The period the figures cover, as resolved (defaults filled in): a month or day `asOf`, or a month range. */
  period: z.object({
    asOf: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
  }),
  /** Who or what the report is for, when narrowed (an owner's name). */
  subject: z.string().nullable(),
  columns: z.array(ReportColumnSchema),
  rows: z.array(ReportRowSchema),
  /** The figures a reader checks the report by (a total, a closing balance), in cents. */
  totals: z.record(z.string(), z.number().int()),
});
export type ReportTable = z.infer<typeof ReportTableSchema>;

/** A month or day the books can hold: years 1900 to 2099, a real calendar day. */
const month = z
  .string()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'Write the month as YYYY-MM.')
  .optional();
const day = z
  .string()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Write the day as YYYY-MM-DD.')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
  }, 'That day is not in the calendar.')
  .optional();

export const TrialBalanceQuerySchema = z.object({ asOf: month });
export const AgedReceivablesQuerySchema = z.object({
  asOf: day,
  propertyId: z.uuid().optional(),
  ownerId: z.uuid().optional(),
});
export const OwnerLedgerQuerySchema = z.object({ from: month, to: month });
export const DepositRegisterQuerySchema = z.object({
  asOf: month,
  propertyId: z.uuid().optional(),
});
export const IncomeStatementQuerySchema = z.object({
  from: month,
  to: month,
  propertyId: z.uuid().optional(),
});
/** An account's lines over at most `GENERAL_LEDGER_MAX_MONTHS` months. */
export const GENERAL_LEDGER_MAX_MONTHS = 12;
export const GeneralLedgerQuerySchema = z.object({
  accountId: z.uuid(),
  from: month,
  to: month,
  propertyId: z.uuid().optional(),
});
export const BalanceSheetQuerySchema = z.object({ asOf: month });
export const TrustBalanceSheetQuerySchema = z.object({
  asOf: month,
  propertyId: z.uuid().optional(),
  ownerId: z.uuid().optional(),
});
export const OwnerTrustBalanceSheetQuerySchema = z.object({
  asOf: month,
  propertyId: z.uuid().optional(),
});
export const RentRollQuerySchema = z.object({
  asOf: day,
  propertyId: z.uuid().optional(),
  ownerId: z.uuid().optional(),
});
export const OwnerParamsSchema = z.object({ ownerId: z.uuid() });

/** The accounts a general ledger can be read for. */
export const ReportAccountsSchema = z.object({
  accounts: z.array(
    z.object({ id: z.uuid(), code: z.string(), name: z.string(), nameEs: z.string() }),
  ),
});

/** The properties a report can be narrowed to: every one for the office, an owner's own. */
export const ReportPropertiesSchema = z.object({
  properties: z.array(z.object({ id: z.uuid(), name: z.string(), ownerId: z.uuid() })),
});

/** An owner a report can be narrowed to. */
export const ReportOwnersSchema = z.object({
  owners: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
