import { describe, expect, it } from 'vitest';
import { miscDecision, necDecision, thresholdsFor, type ThresholdRow } from './threshold-rule';

// The rows the migration seeds.
const ROWS: ThresholdRow[] = [
  { fromYear: 1900, necCents: 60_000, miscRentsCents: 60_000 },
  { fromYear: 2026, necCents: 200_000, miscRentsCents: 60_000 },
];

const nec = (
  year: number,
  totalCents: number,
  over: Partial<Parameters<typeof necDecision>[0]> = {},
) =>
  necDecision({
    eligible: true,
    totalCents,
    thresholdCents: thresholdsFor(ROWS, year).necCents,
    hasTaxId: true,
    ...over,
  });

describe('the 1099 threshold by year', () => {
  it('reads the latest row at or before the year', () => {
    expect(thresholdsFor(ROWS, 2025).necCents).toBe(60_000);
    expect(thresholdsFor(ROWS, 2010).necCents).toBe(60_000);
    expect(thresholdsFor(ROWS, 2026).necCents).toBe(200_000);
    expect(thresholdsFor(ROWS, 2031).necCents).toBe(200_000);
    expect(thresholdsFor(ROWS, 2031).miscRentsCents).toBe(60_000);
    expect(() => thresholdsFor(ROWS, 1899)).toThrow(/1899/);
  });

  it('2026: $1,999.99 is out, $2,000.00 is in', () => {
    expect(nec(2026, 199_999)).toEqual({ included: false, reason: 'under_threshold' });
    expect(nec(2026, 200_000)).toEqual({ included: true, reason: 'reportable' });
  });

  it('2025: $599.99 is out, $600.00 is in', () => {
    expect(nec(2025, 59_999)).toEqual({ included: false, reason: 'under_threshold' });
    expect(nec(2025, 60_000)).toEqual({ included: true, reason: 'reportable' });
  });

  it('a vendor not eligible is out whatever it was paid; one without an id is in and flagged', () => {
    expect(nec(2026, 900_000, { eligible: false })).toEqual({
      included: false,
      reason: 'not_eligible',
    });
    expect(nec(2026, 200_000, { hasTaxId: false })).toEqual({
      included: true,
      reason: 'missing_tax_id',
    });
    // Under the threshold the missing id does not matter: no form is owed.
    expect(nec(2026, 199_999, { hasTaxId: false }).reason).toBe('under_threshold');
  });

  it('rents: individuals only, at $600.00 in 2026 too', () => {
    const misc = (entityType: Parameters<typeof miscDecision>[0]['entityType'], cents: number) =>
      miscDecision({
        entityType,
        totalCents: cents,
        thresholdCents: thresholdsFor(ROWS, 2026).miscRentsCents,
        hasTaxId: true,
      });
    expect(misc('individual', 60_000)).toEqual({ included: true, reason: 'reportable' });
    expect(misc('sole_proprietor', 60_000).included).toBe(true);
    expect(misc('individual', 59_999)).toEqual({ included: false, reason: 'under_threshold' });
    expect(misc('llc', 5_000_000)).toEqual({ included: false, reason: 'not_individual' });
    expect(misc('c_corporation', 5_000_000).reason).toBe('not_individual');
    expect(misc(null, 5_000_000)).toEqual({ included: false, reason: 'no_profile' });
  });
});
