import { z } from 'zod';
import { AMENITIES, PROPERTY_KINDS } from './places';
import { CentsSchema, textField } from './leasing-fields';
import { LeaseRowSchema } from './leases';

export const PropertyInputSchema = z.object({
  ownerId: z.uuid('Choose the owner'),
  citySlug: z.string({ error: 'Choose a city' }).min(1, 'Choose a city'),
  communityId: z.uuid('Choose a community from the list').nullable(),
  name: textField(120, 'name'),
  kind: z.enum(PROPERTY_KINDS, { error: 'Choose condo, house, townhouse or villa' }),
  addressLine: textField(200, 'address'),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code such as 33131'),
  neighborhood: z.string().trim().max(80, 'Keep the neighborhood under 80 characters'),
  yearBuilt: z
    .number()
    .int()
    .min(1800, 'Enter a year from 1800')
    .max(2100, 'Enter a year up to 2100')
    .nullable(),
  /** The management plan, which sets the management fee on owner statements. */
  planId: z.uuid('Choose a plan from the list').nullable(),
  /** Repairs above this need the owner's approval. */
  approvalThresholdCents: CentsSchema,
});
export type PropertyInput = z.infer<typeof PropertyInputSchema>;
export const PropertyUpdateSchema = PropertyInputSchema.partial();
export type PropertyUpdate = z.infer<typeof PropertyUpdateSchema>;

export const UnitInputSchema = z.object({
  label: textField(20, 'unit label'),
  bedrooms: z
    .number()
    .int()
    .min(0, 'Enter 0 bedrooms or more')
    .max(20, 'Enter at most 20 bedrooms'),
  baths: z
    .number()
    .min(0, 'Enter 0 baths or more')
    .max(20, 'Enter at most 20 baths')
    .refine((v) => Number.isInteger(v * 2), 'Enter baths in halves (2 or 2.5)'),
  sizeSqFt: z
    .number()
    .int()
    .min(1, 'Enter the size in square feet')
    .max(100_000, 'Enter at most 100,000 sq ft'),
  floor: z.number().int().min(-5).max(200).nullable(),
  amenities: z.array(z.enum(AMENITIES, { error: 'Unknown amenity' })).max(30),
});
export type UnitInput = z.infer<typeof UnitInputSchema>;
export const UnitUpdateSchema = UnitInputSchema.partial();
export type UnitUpdate = z.infer<typeof UnitUpdateSchema>;

export const OCCUPANCIES = ['occupied', 'notice_given', 'vacant'] as const;

export const PortfolioUnitSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  bedrooms: z.number().int(),
  archived: z.boolean(),
  occupancy: z.enum(OCCUPANCIES),
  leaseId: z.uuid().nullable(),
  tenants: z.array(z.string()),
  rentCents: z.number().int().nullable(),
  leaseEnd: z.string().nullable(),
});

export const PortfolioPropertySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(PROPERTY_KINDS),
  city: z.string(),
  addressLine: z.string(),
  ownerId: z.uuid(),
  ownerName: z.string(),
  planId: z.uuid().nullable(),
  planName: z.string().nullable(),
  approvalThresholdCents: z.number().int(),
  archived: z.boolean(),
  units: z.array(PortfolioUnitSchema),
});
export type PortfolioProperty = z.infer<typeof PortfolioPropertySchema>;

export const PortfolioQuerySchema = z.object({
  includeArchived: z.enum(['true', 'false'], { error: 'Use true or false' }).default('false'),
});

export const PropertyDetailSchema = PortfolioPropertySchema.extend({
  leases: z.array(LeaseRowSchema),
  /** What the property's leases owe now, and what they paid this month (company calendar). */
  balanceCents: z.number().int(),
  collectedThisMonthCents: z.number().int(),
});
