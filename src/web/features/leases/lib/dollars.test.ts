import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollarsToCents } from './dollars';

describe('dollarsToCents', () => {
  it('reads what people type as whole cents, without float error', () => {
    expect(dollarsToCents('1250')).toBe(125_000);
    expect(dollarsToCents('$1,250.5')).toBe(125_050);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents(' 80.05 ')).toBe(8_005);
    expect(dollarsToCents('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '12.345', '-5', '1e3', '12..3', '$']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
  });

  it('writes cents back as a field value', () => {
    expect(centsToDollarsText(125_050)).toBe('1250.50');
  });
});
