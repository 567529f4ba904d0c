import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TYPED_CENTS,
  formatMarketingPrice,
  formatMoney,
  formatMoneyAxisTick,
  formatPlainAmount,
  parseMoney,
} from './money';

// Intl separates some parts with narrow no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('parseMoney', () => {
  const read: Array<[typed: string, cents: number]> = [
    ['1250', 125_000],
    ['1,250', 125_000],
    ['$1,250.5', 125_050],
    ['1250.50', 125_050],
    [' 1250 ', 125_000],
    ['$ 1,250.50', 125_050],
    ['1,234,567.89', 123_456_789],
    ['0.29', 29], // through the digits, never a float: 0.29 * 100 is 28.999…
    ['19.99', 1_999],
    ['$0.05', 5],
    ['.5', 50],
    ['7', 700],
    ['0', 0],
    ['0.00', 0],
    ['999,999,999.99', MAX_TYPED_CENTS],
  ];
  it.each(read)('reads %j as %i cents', (typed, cents) => {
    expect(parseMoney(typed)).toBe(cents);
  });

  const refused = [
    '', // empty
    '   ',
    '$',
    '.',
    'abc', // letters
    '12a',
    'US$ 5',
    '1e3',
    '12.345', // more than two decimals
    '1.234',
    '149.999',
    '12..3',
    '1250.',
    '12,50', // misplaced commas
    '1,25',
    '1,2345',
    ',125',
    '1,250,00',
    '12,5.00',
    '1 250', // a space inside the number
    '-5', // negative where not allowed
    '-$12.50',
    '1,000,000,000', // more than nine digits of dollars
    '1000000000',
    '+5',
  ];
  it.each(refused)('refuses %j', (typed) => {
    expect(parseMoney(typed)).toBeNull();
  });

  const negative: Array<[typed: string, cents: number | null]> = [
    ['-12.50', -1_250],
    ['-$12.50', -1_250],
    ['$-12.50', -1_250],
    ['-1,250', -125_000],
    ['-0', 0],
    ['-$-5', null],
    ['--5', null],
    ['12.50', 1_250],
  ];
  it.each(negative)('where a minus is allowed, reads %j as %j', (typed, cents) => {
    expect(parseMoney(typed, { negative: true })).toBe(cents);
  });
});

describe('formatMoney: financial amounts always show their cents', () => {
  const written: Array<[cents: number, language: string | undefined, text: string]> = [
    [435_000, 'en', '$4,350.00'],
    [75_000, undefined, '$750.00'],
    [1_901_250, 'en', '$19,012.50'],
    [1_117_250, 'en', '$11,172.50'],
    [123_450, 'en', '$1,234.50'],
    [5, 'en', '$0.05'],
    [0, 'en', '$0.00'],
    [-0, 'en', '$0.00'],
    [-1_250, 'en', '-$12.50'],
    [-19_501, 'en', '-$195.01'],
    [485_000_000, 'en', '$4,850,000.00'],
    [123_450, 'es', '$1,234.50'], // US Spanish writes amounts as US English does
    [-1_250, 'es-MX', '-$12.50'],
  ];
  it.each(written)('writes %i cents in %s as %j', (cents, language, text) => {
    expect(plain(formatMoney(cents, language))).toBe(text);
  });

  it('writes another currency with its own symbol', () => {
    expect(formatMoney(123_450, 'en', 'EUR')).toBe('€1,234.50');
  });
});

describe('formatMarketingPrice: whole dollars for headline prices', () => {
  const written: Array<[cents: number, language: string, text: string]> = [
    [250_000, 'en', '$2,500'],
    [123_450, 'en', '$1,235'],
    [14_949, 'en', '$149'],
    [0, 'en', '$0'],
    [485_000_000, 'es', '$4,850,000'],
  ];
  it.each(written)('writes %i cents in %s as %j', (cents, language, text) => {
    expect(plain(formatMarketingPrice(cents, language))).toBe(text);
  });
});

describe('formatMoneyAxisTick', () => {
  it('writes the scale only', () => {
    expect(formatMoneyAxisTick(1_200_000, 'en')).toBe('$12K');
    expect(formatMoneyAxisTick(150_000_000, 'en')).toBe('$1.5M');
    expect(formatMoneyAxisTick(0, 'en')).toBe('$0');
  });
});

describe('formatPlainAmount: what a field holds and a CSV reads', () => {
  const written: Array<[cents: number, text: string]> = [
    [125_050, '1250.50'],
    [245_000, '2450.00'],
    [123_405, '1234.05'],
    [99, '0.99'],
    [0, '0.00'],
    [-1_250, '-12.50'],
    [-5, '-0.05'],
  ];
  it.each(written)('writes %i cents as %j', (cents, text) => {
    expect(formatPlainAmount(cents)).toBe(text);
  });
});

describe('parse and format agree', () => {
  const anyCents = fc.integer({ min: -MAX_TYPED_CENTS, max: MAX_TYPED_CENTS });

  it('reads back the cents of every formatted amount, in both languages', () => {
    fc.assert(
      fc.property(anyCents, fc.constantFrom('en', 'es'), (cents, language) => {
        expect(parseMoney(formatMoney(cents, language), { negative: true })).toBe(cents);
        expect(parseMoney(formatPlainAmount(cents), { negative: true })).toBe(cents);
      }),
    );
  });

  it('never gives a fraction of a cent, whatever is typed', () => {
    const typed = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[-$ ,.0-9]{0,16}$/),
      fc.tuple(fc.nat(), fc.nat(999)).map(([whole, fraction]) => `${whole}.${fraction}`),
    );
    fc.assert(
      fc.property(typed, fc.boolean(), (text, negative) => {
        const cents = parseMoney(text, { negative });
        expect(cents === null || Number.isSafeInteger(cents)).toBe(true);
      }),
    );
  });
});
