import { describe, expect, it } from 'vitest';
import { maxPriceBound, minPriceBound } from './price-bounds';

describe('price bounds of the listing search', () => {
  it('reads what the money rule reads, in whole dollars', () => {
    expect(minPriceBound('2,500')).toBe(2500);
    expect(maxPriceBound(' $6000 ')).toBe(6000);
  });

  it('moves a bound with cents inward', () => {
    expect(minPriceBound('1500.50')).toBe(1501);
    expect(maxPriceBound('1500.50')).toBe(1500);
  });

  it('tells no bound from one it cannot read', () => {
    expect(minPriceBound('  ')).toBeUndefined();
    expect(maxPriceBound('')).toBeUndefined();
    expect(minPriceBound('cheap')).toBeNull();
    expect(maxPriceBound('12,50')).toBeNull();
  });
});
