import { z } from 'zod';
import { LocalizedTextSchema } from './site';

/**
 * One line of a plan. `key` lines up the same feature across plans on /compare; `detail` says how
 * much of it the plan includes ("Quarterly", "Within 4 hours"); null means simply included.
 */
export const PlanFeatureSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'Use 2–40 lowercase letters, digits or dashes'),
  label: LocalizedTextSchema,
  detail: LocalizedTextSchema.nullable(),
});
export type PlanFeature = z.infer<typeof PlanFeatureSchema>;

export const PlanSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: LocalizedTextSchema,
  percentOfRentBasisPoints: z.number().int().nullable(),
  monthlyFeeCents: z.number().int().nullable(),
  setupFeeCents: z.number().int(),
  currency: z.string(),
  features: z.array(PlanFeatureSchema),
  highlighted: z.boolean(),
  sort: z.number().int(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.object({ plans: z.array(PlanSchema) });
export type PlanList = z.infer<typeof PlanListSchema>;

/**
 * A whole number in the API's unit (basis points, cents). The messages name the limit in the units
 * the portal's form shows (percent, dollars), because the form validates with this same schema.
 */
const nonNegativeInt = (label: string, max: number, maxShown: string) =>
  z
    .number({ error: `Enter the ${label} as a whole number` })
    .int(`Enter the ${label} as a whole number`)
    .min(0, `The ${label} can't be negative`)
    .max(max, `The ${label} is at most ${maxShown}`);

const featureText = (label: string) =>
  z.object({
    en: z
      .string()
      .trim()
      .min(1, `Enter the ${label} in English`)
      .max(80, 'Use at most 80 characters'),
    es: z.string().trim().max(80, 'Use at most 80 characters'),
  });

/** A feature as an admin writes it: an English label; a detail only with its English text. */
export const PlanFeatureInputSchema = z.object({
  key: PlanFeatureSchema.shape.key,
  label: featureText('feature name'),
  detail: featureText('detail').nullable(),
});

export const MAX_PLAN_FEATURES = 30;

/** PUT /api/admin/plans/:id replaces the plan; exactly one way of charging the monthly fee. */
export const PlanInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the plan name').max(60, 'Use at most 60 characters'),
    summary: z.object({
      en: z
        .string()
        .trim()
        .min(1, 'Enter the summary in English')
        .max(240, 'Use at most 240 characters'),
      es: z.string().trim().max(240, 'Use at most 240 characters'),
    }),
    percentOfRentBasisPoints: nonNegativeInt('percentage of rent', 5000, '50%').nullable(),
    monthlyFeeCents: nonNegativeInt('monthly fee', 10_000_000, '$100,000').nullable(),
    setupFeeCents: nonNegativeInt('setup fee', 10_000_000, '$100,000'),
    features: z
      .array(PlanFeatureInputSchema)
      .min(1, 'List at least one feature')
      .max(MAX_PLAN_FEATURES, `List at most ${MAX_PLAN_FEATURES} features`),
    highlighted: z.boolean(),
    sort: nonNegativeInt('position', 1000, '1000'),
  })
  .superRefine((plan, ctx) => {
    const hasPercent = plan.percentOfRentBasisPoints !== null;
    const hasFlat = plan.monthlyFeeCents !== null;
    if (hasPercent === hasFlat) {
      ctx.addIssue({
        code: 'custom',
        path: ['percentOfRentBasisPoints'],
        message: 'Set either a percentage of rent or a flat monthly fee, not both',
      });
    }
    const keys = new Set<string>();
    plan.features.forEach((feature, i) => {
      if (keys.has(feature.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['features', i, 'key'],
          message: 'Another feature of this plan already uses this key',
        });
      }
      keys.add(feature.key);
    });
  });
export type PlanInput = z.input<typeof PlanInputSchema>;

export const PlanIdParamsSchema = z.object({ id: z.uuid('Unknown plan id') });
