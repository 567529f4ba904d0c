import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../shared/schemas/plans';
import { englishValidationText } from '../../../../shared/validation/english-text';
import {
  basisPointsToText,
  buildPlanFormSchema,
  formFieldFor,
  parsePercent,
  planToFormValues,
} from './plan-form';

const schema = buildPlanFormSchema({
  percent: 'bad percent',
  position: 'bad position',
});

const plan: Plan = {
  id: '7d0c9a8e-4a55-4c1f-9d0e-1f2a3b4c5d6e',
  slug: 'essential',
  name: 'Essential',
  summary: { en: 'Leasing and rent.', es: '' },
  percentOfRentBasisPoints: 825,
  monthlyFeeCents: null,
  setupFeeCents: 15050,
  currency: 'USD',
  features: [
    { key: 'rent-collection', label: { en: 'Rent collection', es: 'Cobro' }, detail: null },
    {
      key: 'inspections',
      label: { en: 'Inspections', es: '' },
      detail: { en: 'Every quarter', es: 'Cada trimestre' },
    },
  ],
  highlighted: true,
  sort: 2,
};

/** Each issue as the English reader sees it (the schemas give validation codes). */
function issuesOf(result: ReturnType<typeof schema.safeParse>): Record<string, string> {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), englishValidationText(i.message)]),
  );
}

describe('plan form units', () => {
  it('reads percentages with up to 2 decimals into basis points', () => {
    expect(parsePercent('8')).toBe(800);
    expect(parsePercent('8.5')).toBe(850);
    expect(parsePercent(' 8.25 % ')).toBe(825);
    expect(parsePercent('8,25')).toBe(825);
    expect(parsePercent('0.05')).toBe(5);
    for (const bad of ['', '8.255', '-1', 'eight', '8.', '1e2'])
      expect(parsePercent(bad)).toBeNull();
  });

  it('writes the API units back as the operator types them', () => {
    expect([800, 750, 825, 1000, 5].map(basisPointsToText)).toEqual([
      '8',
      '7.5',
      '8.25',
      '10',
      '0.05',
    ]);
  });
});

describe('plan form schema', () => {
  it('turns an unchanged plan back into the same PUT body', () => {
    const result = schema.safeParse(planToFormValues(plan));
    expect(result.success).toBe(true);
    const { id: _id, slug: _slug, currency: _currency, ...body } = plan;
    expect(result.data).toEqual(body);
  });

  it('sends exactly one monthly fee, in the API units', () => {
    const values = { ...planToFormValues(plan), feeType: 'flat' as const, monthlyFee: '1,495.50' };
    const result = schema.safeParse(values);
    expect(result.data).toMatchObject({ percentOfRentBasisPoints: null, monthlyFeeCents: 149550 });
  });

  it('reports every problem at once, on the form fields', () => {
    const values = planToFormValues(plan);
    values.name = ' ';
    values.percent = '8.255';
    values.setupFee = 'free';
    values.sort = '1.5';
    values.features[1]!.key = 'rent-collection';
    values.features[0]!.label.en = '';
    values.features[0]!.detail.es = 'Solo en español';
    const issues = issuesOf(schema.safeParse(values));
    expect(issues).toEqual({
      name: 'Enter the plan name',
      percent: 'bad percent',
      setupFee: 'Enter an amount in dollars and cents, like 1,250.50',
      sort: 'bad position',
      'features.1.key': 'Another feature of this plan already uses this key',
      'features.0.label.en': 'Enter the feature name in English',
      'features.0.detail.en': 'Enter the detail in English',
    });
  });

  it('names the limits in the units the form shows', () => {
    const values = { ...planToFormValues(plan), percent: '51', setupFee: '100,000.01' };
    expect(issuesOf(schema.safeParse(values))).toEqual({
      percent: 'The percentage of rent is at most 50%',
      setupFee: 'The setup fee is at most $100,000',
    });
    expect(
      issuesOf(schema.safeParse({ ...values, percent: '8', setupFee: '0', features: [] })),
    ).toEqual({ features: 'List at least one feature' });
  });

  it('maps API paths to the fields that show them', () => {
    expect(formFieldFor('percentOfRentBasisPoints', 'percent')).toBe('percent');
    expect(formFieldFor('percentOfRentBasisPoints', 'flat')).toBe('monthlyFee');
    expect(formFieldFor('monthlyFeeCents', 'flat')).toBe('monthlyFee');
    expect(formFieldFor('setupFeeCents', 'flat')).toBe('setupFee');
    expect(formFieldFor('features', 'flat')).toBe('features.root');
    expect(formFieldFor('features.2.key', 'flat')).toBe('features.2.key');
    expect(formFieldFor('summary.en', 'flat')).toBe('summary.en');
  });
});
