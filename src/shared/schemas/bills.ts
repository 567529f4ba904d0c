import { z } from 'zod';
import { IsoDateSchema, PositiveCentsSchema, textField } from './leasing-fields';
import { IdempotencyKeySchema } from './ledger';

/** Vendors, bills and paying them by check (docs/accounting.md, "Vendors and bills"). */

export const W9_ENTITY_TYPES = [
  'individual',
  'sole_proprietor',
  'c_corporation',
  's_corporation',
  'partnership',
  'llc',
  'other',
] as const;
export type W9EntityType = (typeof W9_ENTITY_TYPES)[number];

export const VENDOR_PAYMENT_METHODS = ['check', 'bank'] as const;
export type VendorPaymentMethod = (typeof VENDOR_PAYMENT_METHODS)[number];

export const BILL_STATUSES = ['draft', 'approved', 'paid', 'void'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export type OwnerApprovalState = 'pending' | 'approved' | 'declined';
export type CheckStatus = 'issued' | 'void';

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `Keep the ${label} under ${max} characters`).optional().default('');

/** Nine digits: an SSN (123-45-6789) or an EIN (12-3456789), dashes optional. */
export const TaxIdSchema = z
  .string()
  .trim()
  .regex(/^(\d{3}-?\d{2}-?\d{4}|\d{2}-\d{7})$/, 'Enter a 9-digit SSN or EIN, e.g. 12-3456789');

export const VendorInputSchema = z.object({
  legalName: textField(120, 'legal name'),
  trade: optionalText(80, 'trade'),
  contactName: optionalText(120, 'contact name'),
  email: z
    .union([z.literal(''), z.email({ error: 'Enter an e-mail address, e.g. name@example.com' })])
    .optional()
    .default(''),
  phone: optionalText(40, 'phone'),
  address: optionalText(300, 'address'),
  w9EntityType: z.enum(W9_ENTITY_TYPES, { error: 'Choose the W-9 entity type' }).nullable(),
  /** Sent only to set or change it: left out, the stored id stays; null removes it. */
  taxId: TaxIdSchema.nullable().optional(),
  eligible1099: z.boolean().default(false),
  defaultExpenseAccountId: z.uuid('Choose an expense account').nullable(),
  insuranceExpiresOn: IsoDateSchema.nullable(),
  paymentMethod: z.enum(VENDOR_PAYMENT_METHODS, { error: 'Choose check or bank account' }),
  /** The processor's token for the vendor's account (`btok_…`): never an account number. */
  bankAccountToken: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{6,80}$/, 'Enter the bank account token, e.g. btok_1234abcd')
    .nullable()
    .optional(),
  technicianIds: z.array(z.uuid('Unknown technician')).max(50).optional().default([]),
  active: z.boolean().optional().default(true),
});
export type VendorInput = z.input<typeof VendorInputSchema>;

export const VendorSchema = z.object({
  id: z.string(),
  legalName: z.string(),
  trade: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  w9EntityType: z.enum(W9_ENTITY_TYPES).nullable(),
  /** `***-**-6789` or `**-***6789`; null when none is stored. */
  taxIdMasked: z.string().nullable(),
  eligible1099: z.boolean(),
  defaultExpenseAccountId: z.string().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  /** The certificate's day has passed (company time). */
  insuranceExpired: z.boolean(),
  paymentMethod: z.enum(VENDOR_PAYMENT_METHODS),
  bankAccountTokenLast4: z.string().nullable(),
  technicians: z.array(z.object({ id: z.string(), name: z.string() })),
  active: z.boolean(),
});
export type Vendor = z.infer<typeof VendorSchema>;
export const VendorListSchema = z.object({ items: z.array(VendorSchema) });
export const TaxIdRevealSchema = z.object({ taxId: z.string() });

export const BillLineInputSchema = z.object({
  accountId: z.uuid('Choose an expense account'),
  description: optionalText(200, 'description'),
  amountCents: PositiveCentsSchema,
});

export const BillInputSchema = z.object({
  vendorId: z.uuid('Choose a vendor'),
  propertyId: z.uuid('Choose a property'),
  unitId: z.uuid('Choose a unit').nullable().optional().default(null),
  invoiceNumber: textField(40, 'invoice number'),
  invoiceDate: IsoDateSchema,
  dueDate: IsoDateSchema,
  memo: optionalText(500, 'memo'),
  lines: z.array(BillLineInputSchema).min(1, 'Add at least one expense line').max(30),
});
export type BillInput = z.input<typeof BillInputSchema>;

export const BillSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorInsuranceExpired: z.boolean(),
  propertyId: z.string(),
  propertyName: z.string(),
  unitId: z.string().nullable(),
  unitLabel: z.string().nullable(),
  workOrderId: z.string().nullable(),
  workOrderReference: z.string().nullable(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  memo: z.string(),
  status: z.enum(BILL_STATUSES),
  totalCents: z.number(),
  lines: z.array(
    z.object({
      id: z.string(),
      accountId: z.string(),
      accountCode: z.string(),
      accountName: z.string(),
      accountNameEs: z.string(),
      description: z.string(),
      amountCents: z.number(),
    }),
  ),
  file: z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number() }).nullable(),
  /** Above the property's threshold the owner answers before the office approves. */
  needsOwnerApproval: z.boolean(),
  approvalThresholdCents: z.number(),
  ownerApprovalState: z.enum(['pending', 'approved', 'declined']).nullable(),
  ownerApprovalNote: z.string().nullable(),
  recurring: z.boolean(),
  check: z
    .object({ id: z.string(), number: z.number(), issuedOn: z.string(), status: z.string() })
    .nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof BillSchema>;
export const BillListSchema = z.object({ items: z.array(BillSchema) });

export const BillListQuerySchema = z.object({
  status: z.enum(BILL_STATUSES, { error: 'Choose draft, approved, paid or void' }).optional(),
  workOrderId: z.uuid('Unknown work order').optional(),
});

export const OwnerDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline' }),
  note: optionalText(500, 'note'),
});

export const PayByCheckSchema = z.object({
  billIds: z.array(z.uuid('Unknown bill')).min(1, 'Choose at least one approved bill').max(100),
  /** One per press of the button: a retried request prints nothing twice. */
  idempotencyKey: IdempotencyKeySchema,
});

export const VendorCheckSchema = z.object({
  id: z.string(),
  number: z.number(),
  bankAccountName: z.string(),
  vendorName: z.string(),
  propertyName: z.string(),
  amountCents: z.number(),
  issuedOn: z.string(),
  status: z.enum(['issued', 'void']),
  batchId: z.string(),
  billIds: z.array(z.string()),
  /** Matched to a bank statement line: it cleared and can no longer be voided. */
  cleared: z.boolean(),
});
export const CheckBatchSchema = z.object({
  batchId: z.string(),
  checks: z.array(VendorCheckSchema),
});
export const CheckListSchema = z.object({ items: z.array(VendorCheckSchema) });

export const PropertyReserveSchema = z.object({
  reserveCents: z
    .number({ error: 'Enter the reserve in cents as a whole number' })
    .int('Enter the reserve in cents as a whole number')
    .min(0, 'Enter a reserve of 0 or more')
    .max(1_000_000_000, 'Enter a reserve of at most $10,000,000'),
});

export const BillOptionsSchema = z.object({
  vendors: z.array(
    z.object({ id: z.string(), name: z.string(), defaultExpenseAccountId: z.string().nullable() }),
  ),
  properties: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      reserveCents: z.number(),
      approvalThresholdCents: z.number(),
      units: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
  accounts: z.array(
    z.object({ id: z.string(), code: z.string(), name: z.string(), nameEs: z.string() }),
  ),
  technicians: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const RecurringBillInputSchema = z.object({
  vendorId: z.uuid('Choose a vendor'),
  propertyId: z.uuid('Choose a property'),
  accountId: z.uuid('Choose an expense account'),
  description: textField(120, 'description'),
  amountCents: PositiveCentsSchema,
  dayOfMonth: z
    .number({ error: 'Enter a day from 1 to 28' })
    .int('Enter a day from 1 to 28')
    .min(1, 'Enter a day from 1 to 28')
    .max(28, 'Enter a day from 1 to 28'),
  dueDays: z.number().int().min(0).max(90).optional().default(15),
  startMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM'),
});
export const RecurringBillSchema = z.object({
  id: z.string(),
  vendorName: z.string(),
  propertyName: z.string(),
  description: z.string(),
  amountCents: z.number(),
  dayOfMonth: z.number(),
  startMonth: z.string(),
  active: z.boolean(),
});
export const RecurringBillListSchema = z.object({ items: z.array(RecurringBillSchema) });
