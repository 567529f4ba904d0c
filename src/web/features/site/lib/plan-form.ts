import { z } from 'zod';
import { MONEY_INVALID, formatPlainAmount, parseMoney } from '../../../../shared/money';
import { PlanInputSchema, type Plan } from '../../../../shared/schemas/plans';

/**
 * The plan editor works in the units an operator thinks in (8.25 %, $149.50) and sends the API's
 * units (825 basis points, 14950 cents). The form's own schema converts, then validates the result
 * with the server's PlanInputSchema, so the browser and the server give the same answers.
 */

const TextPairSchema = z.object({ en: z.string(), es: z.string() });

export const FeeTypeSchema = z.enum(['percent', 'flat']);
export type FeeType = z.infer<typeof FeeTypeSchema>;

const PlanFormFieldsSchema = z.object({
  name: z.string(),
  summary: TextPairSchema,
  feeType: FeeTypeSchema,
  /** Percent of collected rent as typed: "8", "8.25". */
  percent: z.string(),
  /** Dollars a month as typed: "149", "1,250.50". */
  monthlyFee: z.string(),
  setupFee: z.string(),
  features: z.array(
    z.object({
      key: z.string(),
      label: TextPairSchema,
      /** Both left empty means "simply included". */
      detail: TextPairSchema,
    }),
  ),
  highlighted: z.boolean(),
  sort: z.string(),
});
export type PlanFormValues = z.infer<typeof PlanFormFieldsSchema>;
export type PlanFormFeature = PlanFormValues['features'][number];

export function emptyFeature(): PlanFormFeature {
  return { key: '', label: { en: '', es: '' }, detail: { en: '', es: '' } };
}

/** "8", "8.5", "8.25", "8,25" (a Spanish keyboard) or "8.25 %" → 825 basis points. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 825 → "8.25"; the form shows what parsePercent reads back. */
export function basisPointsToText(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2).replace(/\.?0+$/, '');
}

export function planToFormValues(plan: Plan): PlanFormValues {
  const isPercent = plan.percentOfRentBasisPoints !== null;
  return {
    name: plan.name,
    summary: { en: plan.summary.en, es: plan.summary.es },
    feeType: isPercent ? 'percent' : 'flat',
    percent: isPercent ? basisPointsToText(plan.percentOfRentBasisPoints!) : '',
    monthlyFee: plan.monthlyFeeCents !== null ? formatPlainAmount(plan.monthlyFeeCents) : '',
    setupFee: formatPlainAmount(plan.setupFeeCents),
    features: plan.features.map((feature) => ({
      key: feature.key,
      label: { en: feature.label.en, es: feature.label.es },
      detail: { en: feature.detail?.en ?? '', es: feature.detail?.es ?? '' },
    })),
    highlighted: plan.highlighted,
    sort: String(plan.sort),
  };
}

/**
 * Where an API field's error belongs in this form: the fee fields carry other names here, and the
 * "one way of charging" rule lands on the fee the operator is looking at.
 */
export function formFieldFor(apiPath: string, feeType: FeeType): string {
  const [head, ...rest] = apiPath.split('.');
  if (head === 'percentOfRentBasisPoints' || head === 'monthlyFeeCents') {
    return feeType === 'percent' ? 'percent' : 'monthlyFee';
  }
  if (head === 'setupFeeCents') return 'setupFee';
  // An error about the list as a whole sits under the list, not on one feature.
  if (head === 'features' && rest.length === 0) return 'features.root';
  return apiPath;
}

export interface UnitMessages {
  percent: string;
  position: string;
}

/**
 * The form's schema: reads the typed units, then runs the server's PlanInputSchema on the result.
 * Every problem is reported at once, each on its own field; the output is the PUT body.
 */
export function buildPlanFormSchema(messages: UnitMessages) {
  return PlanFormFieldsSchema.transform((form, ctx) => {
    const issues = new Map<string, string>();
    // A value that cannot be read stands in as 0 so the rules on the rest of the plan still run.
    const read = (field: string, value: number | null, message: string): number => {
      if (value === null) issues.set(field, message);
      return value ?? 0;
    };
    const isPercent = form.feeType === 'percent';
    const input = {
      name: form.name,
      summary: form.summary,
      percentOfRentBasisPoints: isPercent
        ? read('percent', parsePercent(form.percent), messages.percent)
        : null,
      monthlyFeeCents: isPercent
        ? null
        : read('monthlyFee', parseMoney(form.monthlyFee), MONEY_INVALID),
      setupFeeCents: read('setupFee', parseMoney(form.setupFee), MONEY_INVALID),
      features: form.features.map((feature) => ({
        key: feature.key,
        label: feature.label,
        detail: feature.detail.en.trim() || feature.detail.es.trim() ? feature.detail : null,
      })),
      highlighted: form.highlighted,
      sort: read(
        'sort',
        /^\s*\d{1,4}\s*$/.test(form.sort) ? Number(form.sort) : null,
        messages.position,
      ),
    };
    const parsed = PlanInputSchema.safeParse(input);
    for (const issue of parsed.error?.issues ?? []) {
      const field = formFieldFor(issue.path.join('.'), form.feeType);
      if (!issues.has(field)) issues.set(field, issue.message);
    }
    for (const [field, message] of issues) {
      const path = field === 'features.root' ? ['features'] : field.split('.');
      ctx.addIssue({ code: 'custom', path, message });
    }
    return parsed.success && issues.size === 0 ? parsed.data : z.NEVER;
  });
}
