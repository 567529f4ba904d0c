import { z } from 'zod';
import type { ValidationField } from '../validation/english';
import { validationMessage as message } from '../validation/message';
import { atMost, localizedInput, negative, notWhole, requiredText } from './editor-fields';
import { LocalizedTextSchema } from './site';

/**
 * One line of a plan. `key` lines up the same feature across plans on /compare; `detail` says how
 * much of it the plan includes ("Quarterly", "Within 4 hours"); null means simply included.
 */
export const PlanFeatureSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{2,40}$/, 'feature.key'),
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
const nonNegativeInt = (field: ValidationField, max: number, maxShown: string) =>
  z
    .number({ error: notWhole(field) })
    .int(notWhole(field))
    .min(0, negative(field))
    .max(max, atMost(field, max, maxShown));

/** A feature as an admin writes it: an English label; a detail only with its English text. */
export const PlanFeatureInputSchema = z.object({
  key: PlanFeatureSchema.shape.key,
  label: localizedInput('featureName', 80),
  detail: localizedInput('detail', 80).nullable(),
});

export const MAX_PLAN_FEATURES = 30;

/** PUT /api/admin/plans/:id replaces the plan; exactly one way of charging the monthly fee. */
export const PlanInputSchema = z
  .object({
    name: requiredText('planName', 60),
    summary: localizedInput('summary', 240),
    percentOfRentBasisPoints: nonNegativeInt('percentOfRent', 5000, '50%').nullable(),
    monthlyFeeCents: nonNegativeInt('monthlyFee', 10_000_000, '$100,000').nullable(),
    setupFeeCents: nonNegativeInt('setupFee', 10_000_000, '$100,000'),
    features: z
      .array(PlanFeatureInputSchema)
      .min(1, 'feature.atLeastOne')
      .max(MAX_PLAN_FEATURES, message('feature.tooMany', { max: MAX_PLAN_FEATURES })),
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
        message: 'plan.feeBasis',
      });
    }
    const keys = new Set<string>();
    plan.features.forEach((feature, i) => {
      if (keys.has(feature.key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['features', i, 'key'],
          message: 'feature.duplicateKey',
        });
      }
      keys.add(feature.key);
    });
  });
export type PlanInput = z.input<typeof PlanInputSchema>;

export const PlanIdParamsSchema = z.object({ id: z.uuid('id.plan') });
