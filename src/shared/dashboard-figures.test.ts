import { describe, expect, it } from 'vitest';
import { collectionBasisPoints, occupancyBasisPoints, totalOccupancy } from './dashboard-figures';

describe('collectionBasisPoints', () => {
  it('is the share collected of what fell due', () => {
    expect(collectionBasisPoints(150_000, 200_000)).toBe(7_500);
    expect(collectionBasisPoints(0, 200_000)).toBe(0);
    expect(collectionBasisPoints(1, 3)).toBe(3_333);
  });
  it('goes above 100 % when arrears or prepayments come in', () => {
    expect(collectionBasisPoints(300_000, 200_000)).toBe(15_000);
  });
  it('has no share when nothing (or only credit) fell due', () => {
    expect(collectionBasisPoints(50_000, 0)).toBeNull();
    expect(collectionBasisPoints(0, -2_500)).toBeNull();
  });
});

describe('totalOccupancy', () => {
  it('adds up the properties', () => {
    const row = (units: number, occupied: number, noticeGiven: number) => ({
      propertyId: '00000000-0000-4000-8000-000000000000',
      name: 'x',
      units,
      occupied,
      noticeGiven,
      vacant: units - occupied,
    });
    const total = totalOccupancy([row(4, 3, 1), row(2, 0, 0)]);
    expect(total).toEqual({ units: 6, occupied: 3, noticeGiven: 1, vacant: 3 });
    expect(occupancyBasisPoints(total)).toBe(5_000);
    expect(occupancyBasisPoints(totalOccupancy([]))).toBeNull();
  });
});
