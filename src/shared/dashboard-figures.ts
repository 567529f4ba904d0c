import type { PropertyOccupancy } from './schemas/dashboard';

/** Share collected of what fell due, in basis points (10,000 = all) for `percent()`; null when nothing was due. */
export function collectionBasisPoints(collectedCents: number, dueCents: number): number | null {
  if (dueCents <= 0) return null;
  return Math.round((collectedCents / dueCents) * 10_000);
}

/** The portfolio's totals from its properties' rows. */
export function totalOccupancy(rows: readonly PropertyOccupancy[]) {
  return rows.reduce(
    (sum, r) => ({
      units: sum.units + r.units,
      occupied: sum.occupied + r.occupied,
      noticeGiven: sum.noticeGiven + r.noticeGiven,
      vacant: sum.vacant + r.vacant,
    }),
    { units: 0, occupied: 0, noticeGiven: 0, vacant: 0 },
  );
}

/** Share of units let (notice given still counts as let), in basis points; null without units. */
export function occupancyBasisPoints(t: { units: number; occupied: number }): number | null {
  return t.units === 0 ? null : Math.round((t.occupied / t.units) * 10_000);
}
