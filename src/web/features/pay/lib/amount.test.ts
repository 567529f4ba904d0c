import { describe, expect, it } from 'vitest';
import { dollarsText, parseDollars } from './amount';

describe('parseDollars', () => {
  it('reads dollars and cents as whole cents, without floating point', () => {
    expect(parseDollars('1,234.5')).toBe(123_450);
    expect(parseDollars('$0.29')).toBe(29);
    expect(parseDollars('19.99')).toBe(1_999);
    expect(parseDollars('7')).toBe(700);
  });
  it('refuses what is not an amount', () => {
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('1.234')).toBeNull();
    expect(parseDollars('-5')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
});

describe('dollarsText', () => {
  it('round-trips with parseDollars', () => {
    expect(dollarsText(123_405)).toBe('1234.05');
    expect(parseDollars(dollarsText(99))).toBe(99);
  });
});
