import { describe, expect, it } from 'vitest';
import type { PortfolioProperty } from '../../../../shared/schemas/properties';
import { occupancyBasisPoints, summarizeOccupancy } from './occupancy';

type Unit = PortfolioProperty['units'][number];

const unit = (over: Partial<Unit>): Unit => ({
  id: crypto.randomUUID(),
  label: 'A',
  bedrooms: 2,
  archived: false,
  occupancy: 'vacant',
  leaseId: null,
  tenants: [],
  rentCents: null,
  leaseEnd: null,
  ...over,
});

const property = (units: Unit[], archived = false): PortfolioProperty => ({
  id: crypto.randomUUID(),
  name: 'Bayshore Villas',
  kind: 'villa',
  city: 'Fort Lauderdale',
  addressLine: '2700 Bayshore Drive',
  ownerId: crypto.randomUUID(),
  ownerName: 'Martin Kessler',
  planId: null,
  planName: null,
  approvalThresholdCents: 50_000,
  archived,
  units,
});

describe('summarizeOccupancy', () => {
  it('counts units under notice as occupied, and their rent in the rent roll', () => {
    const summary = summarizeOccupancy([
      property([
        unit({ occupancy: 'occupied', rentCents: 385_000 }),
        unit({ occupancy: 'notice_given', rentCents: 342_500 }),
        unit({ occupancy: 'vacant' }),
      ]),
    ]);
    expect(summary).toEqual({
      units: 3,
      occupied: 2,
      noticeGiven: 1,
      vacant: 1,
      rentRollCents: 727_500,
    });
    expect(occupancyBasisPoints(summary)).toBe(6_667);
  });

  it('leaves archived units and properties out of the market', () => {
    const summary = summarizeOccupancy([
      property([unit({ archived: true }), unit({ occupancy: 'occupied', rentCents: 100 })]),
      property([unit({ occupancy: 'vacant' })], true),
    ]);
    expect(summary.units).toBe(1);
    expect(occupancyBasisPoints(summary)).toBe(10_000);
  });

  it('has no occupancy rate without units', () => {
    expect(occupancyBasisPoints(summarizeOccupancy([]))).toBeNull();
  });
});
