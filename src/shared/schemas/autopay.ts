import { z } from 'zod';
import { validationMessage } from '../validation/message';

/** How many cards and accounts a resident may keep saved at once. */
export const MAX_SAVED_METHODS = 10;

/**
 * POST /api/me/payment-methods: the token the browser got from the processor. Only the token,
 * the brand and the last four are kept; the number never reaches the API (decision 0045).
 */
export const SavePaymentMethodSchema = z.object({
  token: z
    .string({ error: 'autopay.token' })
    .trim()
    .min(1, 'autopay.token')
    .max(200, 'autopay.token'),
});
export type SavePaymentMethod = z.infer<typeof SavePaymentMethodSchema>;

export const SavedPaymentMethodSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['card', 'ach']),
  brand: z.string(),
  last4: z.string(),
  /** Whether autopay charges this method. */
  autopay: z.boolean(),
  createdAt: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof SavedPaymentMethodSchema>;

/** The resident's enrolment: which method pays which lease, and the next day it will. */
export const AutopayEnrolmentSchema = z.object({
  paymentMethodId: z.uuid(),
  leaseId: z.uuid(),
  dueDay: z.number().int(),
  /** The company-local day autopay next charges the full balance (YYYY-MM-DD). */
  nextChargeDate: z.string(),
});
export type AutopayEnrolment = z.infer<typeof AutopayEnrolmentSchema>;

export const PaymentMethodsSchema = z.object({
  methods: z.array(SavedPaymentMethodSchema),
  autopay: AutopayEnrolmentSchema.nullable(),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** PUT /api/me/autopay: turns autopay on (or moves it to another method). */
export const EnrolAutopaySchema = z.object({
  paymentMethodId: z.uuid({ error: 'autopay.methodChoose' }),
  /** Defaults to the lease the portal shows the resident. */
  leaseId: z.uuid({ error: 'autopay.leaseChoose' }).optional(),
});
export type EnrolAutopay = z.infer<typeof EnrolAutopaySchema>;

export const PaymentMethodParamsSchema = z.object({
  id: z.uuid({ error: 'autopay.methodChoose' }),
});

export const tooManyMethods = () =>
  validationMessage('autopay.tooMany', { max: MAX_SAVED_METHODS });
