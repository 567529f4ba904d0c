import type { PortfolioProperty } from '../../../../shared/schemas/properties';

export interface OccupancySummary {
  units: number;
  occupied: number;
  noticeGiven: number;
  vacant: number;
  /** Monthly rent of the leases holding units today. */
  rentRollCents: number;
}

/**
 * Counts the units that can be let (archived ones are out of the market) by who holds them
 * today. A unit under notice is still occupied until its tenant moves out.
 */
export function summarizeOccupancy(properties: PortfolioProperty[]): OccupancySummary {
  const summary: OccupancySummary = {
    units: 0,
    occupied: 0,
    noticeGiven: 0,
    vacant: 0,
    rentRollCents: 0,
  };
  for (const property of properties) {
    if (property.archived) continue;
    for (const unit of property.units) {
      if (unit.archived) continue;
      summary.units += 1;
      if (unit.occupancy === 'vacant') summary.vacant += 1;
      else {
        summary.occupied += 1;
        if (unit.occupancy === 'notice_given') summary.noticeGiven += 1;
        summary.rentRollCents += unit.rentCents ?? 0;
      }
    }
  }
  return summary;
}

/** Share of units let, in basis points (10,000 = all), for `percent()`; null without units. */
export function occupancyBasisPoints(summary: OccupancySummary): number | null {
  return summary.units === 0 ? null : Math.round((summary.occupied / summary.units) * 10_000);
}
