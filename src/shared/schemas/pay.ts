import { z } from 'zod';
import { CHARGE_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../leasing-terms';
import { PaymentSchema } from './ledger';
import { PositiveCentsSchema } from './leasing-fields';

/** What a visitor types: "inv-2026-000123" or " INV-2026-000123 " both find INV-2026-000123. */
export const ChargeReferenceSchema = z
  .string({ error: 'Enter the reference on your invoice, e.g. INV-2026-000123' })
  .trim()
  .toUpperCase()
  .regex(/^INV-\d{4}-\d{6}$/, 'Enter the reference on your invoice, e.g. INV-2026-000123');

/** POST /api/pay/charges/lookup: the charge a visitor wants to pay. */
export const ChargeLookupSchema = z.object({ reference: ChargeReferenceSchema });
export type ChargeLookup = z.infer<typeof ChargeLookupSchema>;

/**
 * What a visitor learns about a charge by its reference: what is open on it and what it is for,
 * nothing about the lease, the unit or the people on it (decision 0044).
 */
export const PayableChargeSchema = z.object({
  reference: z.string(),
  kind: z.enum(CHARGE_KINDS),
  description: z.string(),
  dueDate: z.string(),
  openCents: z.number().int(),
  /** The card convenience fee, so the screen shows the total before paying. */
  cardFeeBasisPoints: z.number().int(),
});
export type PayableCharge = z.infer<typeof PayableChargeSchema>;

/** POST /api/pay/visitor-payments (Idempotency-Key header): a visitor pays a charge by card. */
export const VisitorPaymentSchema = z.object({
  reference: ChargeReferenceSchema,
  email: z
    .string({ error: 'Enter your e-mail address' })
    .trim()
    .toLowerCase()
    .max(254, 'Enter a valid e-mail address')
    .pipe(z.email('Enter a valid e-mail address')),
  amountCents: PositiveCentsSchema,
  token: z
    .string({ error: 'Send the token of the card' })
    .min(1, 'Send the token of the card')
    .max(200, 'Send the token of the card'),
});
export type VisitorPayment = z.infer<typeof VisitorPaymentSchema>;

/** The visitor's answer: the payment and the token that opens its receipt (no account needed). */
export const VisitorPaymentResultSchema = z.object({
  payment: PaymentSchema,
  receiptToken: z.string(),
});
export type VisitorPaymentResult = z.infer<typeof VisitorPaymentResultSchema>;

export const ReceiptTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Unknown receipt'),
});

export const ReceiptLanguageQuerySchema = z.object({
  lang: z.enum(['en', 'es'], { error: 'Choose en or es' }).default('en'),
});

/** One payment's receipt, for the page and the PDF alike. */
export const ReceiptSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** "visa", "bank", … and the last four, when the processor said (online payments). */
  methodBrand: z.string().nullable(),
  methodLast4: z.string().nullable(),
  /** The check or money-order number of an office payment. */
  checkNumber: z.string().nullable(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
  receivedAt: z.string(),
  settledAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  reversalReason: z.string().nullable(),
  /** The company's zone: the page and the PDF show every time in it. */
  timeZone: z.string(),
  company: z.object({
    name: z.string(),
    legalName: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** The home the payment was for; null on a visitor's receipt, which names only the charge. */
  lease: z.object({ id: z.uuid(), propertyName: z.string(), unitLabel: z.string() }).nullable(),
  /** The charge a visitor paid by its reference. */
  charge: z.object({ reference: z.string(), description: z.string() }).nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;
