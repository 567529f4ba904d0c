import type { W9EntityType } from '../../../shared/schemas/bills';
import type { TaxFormReason } from '../../../shared/schemas/tax-forms';

/** One row of `tax_form_thresholds`: from this year on (until a later row), these amounts. */
export interface ThresholdRow {
  fromYear: number;
  necCents: number;
  miscRentsCents: number;
}

/** The thresholds a year reads: the latest row at or before it. */
export function thresholdsFor(rows: readonly ThresholdRow[], year: number): ThresholdRow {
  let found: ThresholdRow | null = null;
  for (const row of rows) {
    if (row.fromYear <= year && (!found || row.fromYear > found.fromYear)) found = row;
  }
  if (!found) throw new Error(`No 1099 threshold is kept for ${year} or before`);
  return found;
}

export interface Decision {
  included: boolean;
  reason: TaxFormReason;
}

/**
 * A vendor's 1099-NEC: eligible (W-9 says not a corporation; the office's flag) and paid at least
 * the year's threshold by check or transfer. Included without a taxpayer id, flagged: the form is
 * owed but cannot be filed until the id is on file (backup withholding is the office's call).
 */
export function necDecision(v: {
  eligible: boolean;
  totalCents: number;
  thresholdCents: number;
  hasTaxId: boolean;
}): Decision {
  if (!v.eligible) return { included: false, reason: 'not_eligible' };
  if (v.totalCents < v.thresholdCents) return { included: false, reason: 'under_threshold' };
  if (!v.hasTaxId) return { included: true, reason: 'missing_tax_id' };
  return { included: true, reason: 'reportable' };
}

/** An individual (a sole proprietor is one too) receives a 1099-MISC for rents; others do not. */
export const isIndividual = (entityType: W9EntityType | null) =>
  entityType === 'individual' || entityType === 'sole_proprietor';

/**
 * An owner's 1099-MISC box 1 (rents): only an individual, at least the year's rents threshold.
 * An owner without a tax profile is out and says so: the office must record one to decide.
 */
export function miscDecision(o: {
  entityType: W9EntityType | null;
  totalCents: number;
  thresholdCents: number;
  hasTaxId: boolean;
}): Decision {
  if (o.entityType === null) return { included: false, reason: 'no_profile' };
  if (!isIndividual(o.entityType)) return { included: false, reason: 'not_individual' };
  if (o.totalCents < o.thresholdCents) return { included: false, reason: 'under_threshold' };
  if (!o.hasTaxId) return { included: true, reason: 'missing_tax_id' };
  return { included: true, reason: 'reportable' };
}
