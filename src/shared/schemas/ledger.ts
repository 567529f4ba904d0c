import { z } from 'zod';
import {
  CHARGE_KINDS,
  MANUAL_CHARGE_KINDS,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_APPLIES_TO,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '../leasing-terms';
import { IsoDateSchema, PositiveCentsSchema, textField } from './leasing-fields';

/** The amount is always typed positive; credits and concessions are stored negative. */
export const ManualChargeSchema = z.object({
  kind: z.enum(MANUAL_CHARGE_KINDS, {
    error: 'Choose deposit, utility, other, credit or concession',
  }),
  amountCents: PositiveCentsSchema,
  description: textField(200, 'description'),
  /** Defaults to today in the company's time zone. */
  dueDate: IsoDateSchema.optional(),
});
export type ManualCharge = z.infer<typeof ManualChargeSchema>;

export const IdempotencyKeySchema = z
  .string({ error: 'Send an idempotency key' })
  .min(8, 'Send an idempotency key of 8 to 100 characters')
  .max(100, 'Send an idempotency key of 8 to 100 characters')
  .regex(/^[\w-]+$/, 'Use letters, digits, - and _ in the idempotency key');

export const ManualPaymentSchema = z
  .object({
    amountCents: PositiveCentsSchema,
    method: z.enum(MANUAL_PAYMENT_METHODS, { error: 'Choose check, cash or money order' }),
    /** The check or money-order number. */
    externalReference: z
      .string()
      .trim()
      .max(60, 'Keep the reference under 60 characters')
      .optional(),
    idempotencyKey: IdempotencyKeySchema,
    /** Rent and charges (oldest first), or the security deposit, whose money goes to escrow. */
    appliesTo: z
      .enum(PAYMENT_APPLIES_TO, { error: 'Choose rent and charges or the security deposit' })
      .default('charges'),
  })
  .superRefine((p, ctx) => {
    if (p.method !== 'cash' && !p.externalReference) {
      ctx.addIssue({
        code: 'custom',
        path: ['externalReference'],
        message: 'Enter the check or money-order number',
      });
    }
  });
export type ManualPayment = z.infer<typeof ManualPaymentSchema>;

export const ReversePaymentSchema = z.object({ reason: textField(300, 'reason') });

export const ChargeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHARGE_KINDS),
  period: z.string().nullable(),
  amountCents: z.number().int(),
  dueDate: z.string(),
  reference: z.string(),
  description: z.string(),
  reversesPaymentId: z.uuid().nullable(),
  postedAt: z.string(),
});
export type Charge = z.infer<typeof ChargeSchema>;

export const PaymentSchema = z.object({
  id: z.uuid(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string(),
  externalReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  reversalReason: z.string().nullable(),
  receivedAt: z.string(),
  settledAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const LedgerLineSchema = z.object({
  kind: z.enum(['charge', 'payment']),
  id: z.uuid(),
  date: z.string(),
  reference: z.string(),
  description: z.string(),
  effectCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type LedgerLine = z.infer<typeof LedgerLineSchema>;

export const LedgerSchema = z.object({
  balanceCents: z.number().int(),
  charges: z.array(ChargeSchema),
  payments: z.array(PaymentSchema),
  lines: z.array(LedgerLineSchema),
});
export type Ledger = z.infer<typeof LedgerSchema>;

/** A charge not yet covered: payments and credits settle the oldest charges first. */
export const OpenChargeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHARGE_KINDS),
  reference: z.string(),
  description: z.string(),
  dueDate: z.string(),
  amountCents: z.number().int(),
  openCents: z.number().int(),
});
export type OpenCharge = z.infer<typeof OpenChargeSchema>;

/**
 * POST /api/payments: a resident pays their own lease with a token the browser got from the
 * processor (the card number never reaches the API). The Idempotency-Key header is required.
 */
export const OnlinePaymentSchema = z.object({
  /** Defaults to the lease the portal shows the resident. */
  leaseId: z.uuid('Choose one of your leases').optional(),
  amountCents: PositiveCentsSchema,
  method: z.enum(['card', 'ach'], { error: 'Choose card or ach' }),
  /**
   * One open charge this payment is for, paid first; the security deposit is paid only this way
   * (a payment for rent and charges never pays it). Without it: the open charges, oldest first.
   */
  chargeId: z.uuid('Choose one of the open charges').optional(),
  token: z
    .string({ error: 'Send the token of the card or account' })
    .min(1, 'Send the token of the card or account')
    .max(200, 'Send the token of the card or account'),
});
export type OnlinePayment = z.infer<typeof OnlinePaymentSchema>;

export const PaymentHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema });

/** POST /api/payments/sandbox/tokens: what a browser sends the sandbox processor, never our API. */
export const SandboxTokenRequestSchema = z.union([
  z.object({
    card: z.object({
      number: z.string().max(30, 'Enter the card number'),
      expMonth: z
        .number()
        .int()
        .min(1, 'Enter a month of 1 to 12')
        .max(12, 'Enter a month of 1 to 12'),
      expYear: z.number().int().min(2000, 'Enter the year').max(2100, 'Enter the year'),
      cvc: z.string().max(4, 'Enter the 3 or 4 digits of the security code'),
    }),
  }),
  z.object({
    bank: z.object({
      routingNumber: z.string().max(20, 'Enter the 9-digit routing number'),
      accountNumber: z.string().max(30, 'Enter an account number of 4 to 17 digits'),
    }),
  }),
]);
export type SandboxTokenRequest = z.infer<typeof SandboxTokenRequestSchema>;

export const SandboxTokenSchema = z.object({
  token: z.string(),
  kind: z.enum(['card', 'ach']),
  brand: z.string(),
  last4: z.string(),
});
