import { z } from 'zod';
import { TaxIdSchema, W9_ENTITY_TYPES } from './bills';

/** Year-end 1099s (docs/accounting.md, "Year-end 1099s"). */

export const TAX_FORM_KINDS = ['nec', 'misc'] as const;
export type TaxFormKind = (typeof TAX_FORM_KINDS)[number];

/**
 * Why a payee is in or out of the year's forms. `missing_tax_id` is in by the figures but cannot
 * be filed as it is: flagged as a problem to fix before filing.
 */
export const TAX_FORM_REASONS = [
  'reportable',
  'missing_tax_id',
  'not_eligible',
  'not_individual',
  'no_profile',
  'under_threshold',
] as const;
export type TaxFormReason = (typeof TAX_FORM_REASONS)[number];

/** A calendar year between 2000 and 2100, from the address. */
export const TaxYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: 'Enter the year as four digits, e.g. 2026' })
    .int('Enter the year as four digits, e.g. 2026')
    .min(2000, 'Enter a year from 2000 to 2100')
    .max(2100, 'Enter a year from 2000 to 2100'),
});

export const TaxFormPdfParamsSchema = TaxYearParamsSchema.extend({
  kind: z.enum(TAX_FORM_KINDS, { error: 'Choose nec or misc' }),
  id: z.uuid('Unknown recipient'),
});

export const TaxFormRecipientSchema = z.object({
  kind: z.enum(TAX_FORM_KINDS),
  /** The vendor's id (nec) or the owner's user id (misc). */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  entityType: z.enum(W9_ENTITY_TYPES).nullable(),
  /** `***-**-6789` or `**-***6789`; null when none is on file. */
  taxIdMasked: z.string().nullable(),
  /** Vendors: the 1099 eligible flag; owners: an individual's profile. */
  eligible: z.boolean(),
  totalCents: z.number().int(),
  /** How many payments (checks, transfers; for owners, entries) make up the total. */
  payments: z.number().int(),
  included: z.boolean(),
  reason: z.enum(TAX_FORM_REASONS),
});
export type TaxFormRecipient = z.infer<typeof TaxFormRecipientSchema>;

export const TaxFormReviewSchema = z.object({
  year: z.number().int(),
  thresholds: z.object({ necCents: z.number().int(), miscRentsCents: z.number().int() }),
  nec: z.array(TaxFormRecipientSchema),
  misc: z.array(TaxFormRecipientSchema),
});
export type TaxFormReview = z.infer<typeof TaxFormReviewSchema>;

export const OwnerTaxProfileSchema = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  /** Null: no profile yet. */
  entityType: z.enum(W9_ENTITY_TYPES).nullable(),
  legalName: z.string(),
  address: z.string(),
  taxIdMasked: z.string().nullable(),
});
export type OwnerTaxProfile = z.infer<typeof OwnerTaxProfileSchema>;
export const OwnerTaxProfileListSchema = z.object({ items: z.array(OwnerTaxProfileSchema) });

export const OwnerTaxProfileInputSchema = z.object({
  entityType: z.enum(W9_ENTITY_TYPES, { error: 'Choose the W-9 entity type' }),
  legalName: z
    .string()
    .trim()
    .max(120, 'Keep the legal name under 120 characters')
    .optional()
    .default(''),
  address: z
    .string()
    .trim()
    .max(300, 'Keep the address under 300 characters')
    .optional()
    .default(''),
  /** Sent only to set or change it: left out, the stored id stays; null removes it. */
  taxId: TaxIdSchema.nullable().optional(),
});
export type OwnerTaxProfileInput = z.input<typeof OwnerTaxProfileInputSchema>;
