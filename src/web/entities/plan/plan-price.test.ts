import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../shared/schemas/plans';
import { comparisonRows, planFee } from './plan-price';

const text = (en: string) => ({ en, es: `${en} (es)` });
const plan = (over: Partial<Plan>): Plan => ({
  id: 'p',
  slug: 'p',
  name: 'P',
  summary: text('s'),
  percentOfRentBasisPoints: null,
  monthlyFeeCents: null,
  setupFeeCents: 0,
  currency: 'USD',
  features: [],
  highlighted: false,
  sort: 0,
  ...over,
});

describe('plan prices', () => {
  it('names the headline fee by kind', () => {
    expect(planFee(plan({ percentOfRentBasisPoints: 800 }), 'en')).toEqual({
      kind: 'percent',
      amount: '8%',
    });
    expect(planFee(plan({ monthlyFeeCents: 89500 }), 'en')).toEqual({
      kind: 'flat',
      amount: '$895',
    });
  });
});

describe('comparisonRows', () => {
  it('lines features up by key and marks what a plan lacks', () => {
    const a = plan({ features: [{ key: 'rent', label: text('Rent'), detail: null }] });
    const b = plan({
      features: [
        { key: 'rent', label: text('Rent'), detail: text('By the 10th') },
        { key: 'storm', label: text('Storm'), detail: null },
      ],
    });
    expect(comparisonRows([a, b])).toEqual([
      { key: 'rent', label: text('Rent'), cells: [true, text('By the 10th')] },
      { key: 'storm', label: text('Storm'), cells: [false, true] },
    ]);
  });
});
