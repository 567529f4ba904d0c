import type { Plan } from '../../../shared/schemas/plans';
import type { LocalizedText } from '../../../shared/schemas/site';
import { formatMarketingPrice } from '../../../shared/money';
import { formatPercent } from '../../lib/format';

/** The headline fee of a plan, as structured parts the page words in the visitor's language. */
export function planFee(
  plan: Plan,
  language: string,
): { kind: 'percent' | 'flat'; amount: string } {
  if (plan.percentOfRentBasisPoints !== null) {
    return { kind: 'percent', amount: formatPercent(plan.percentOfRentBasisPoints, language) };
  }
  return {
    kind: 'flat',
    amount: formatMarketingPrice(plan.monthlyFeeCents ?? 0, language, plan.currency),
  };
}

export interface ComparisonRow {
  key: string;
  label: Plan['features'][number]['label'];
  /** One cell per plan: the detail text, true when simply included, false when not. */
  cells: Array<LocalizedText | true | false>;
}

/** Lines up the features of all plans by key, in the order they first appear. */
export function comparisonRows(plans: Plan[]): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  for (const plan of plans) {
    for (const feature of plan.features) {
      if (!rows.has(feature.key))
        rows.set(feature.key, { key: feature.key, label: feature.label, cells: [] });
    }
  }
  for (const row of rows.values()) {
    row.cells = plans.map((plan) => {
      const feature = plan.features.find((f) => f.key === row.key);
      if (!feature) return false;
      return feature.detail ?? true;
    });
  }
  return [...rows.values()];
}
