import { describe, expect, it } from 'vitest';
import {
  maskTaxId,
  decryptTaxId,
  encryptTaxId,
  normalizeTaxId,
  taxIdKey,
  TaxIdKeyMismatch,
} from '../../lib/tax-id';
import { checkAmountInWords } from './check-words';
import { fundsShortfall, numberChecks } from './checks.service';

describe('check numbering', () => {
  it("takes each bank account's next numbers in the batch's order", () => {
    const { numbers, next } = numberChecks(
      [
        { bankAccountId: 'a' },
        { bankAccountId: 'b' },
        { bankAccountId: 'a' },
        { bankAccountId: 'a' },
      ],
      new Map([
        ['a', 1001],
        ['b', 5000],
      ]),
    );
    expect(numbers).toEqual([1001, 5000, 1002, 1003]);
    expect(next.get('a')).toBe(1004);
    expect(next.get('b')).toBe(5001);
  });

  it('refuses a bank account without a next number', () => {
    expect(() => numberChecks([{ bankAccountId: 'x' }], new Map())).toThrow(/no next check number/);
  });
});

describe('the funds check', () => {
  it("names the shortfall below the owner's money and reserve", () => {
    expect(
      fundsShortfall({
        fundsCents: 0,
        payablesCents: 10_000,
        payingCents: 10_000,
        reserveCents: 0,
      }),
    ).toBe(0);
    expect(
      fundsShortfall({
        fundsCents: -2_000,
        payablesCents: 10_000,
        payingCents: 10_000,
        reserveCents: 0,
      }),
    ).toBe(2_000);
    expect(
      fundsShortfall({
        fundsCents: 5_000,
        payablesCents: 0,
        payingCents: 1_000,
        reserveCents: 5_000,
      }),
    ).toBe(1_000);
  });
});

describe('taxpayer ids', () => {
  it('masks an SSN and an EIN', () => {
    expect(maskTaxId('6789', 'ssn')).toBe('***-**-6789');
    expect(maskTaxId('6789', 'ein')).toBe('**-***6789');
    expect(maskTaxId(null, null)).toBeNull();
  });

  it('encrypts with a fresh IV each time, decrypts with the key, and tells another key', () => {
    const key = taxIdKey(Buffer.alloc(32, 7));
    const { digits, kind } = normalizeTaxId('12-3456789');
    expect(kind).toBe('ein');
    const a = encryptTaxId(key, digits);
    const b = encryptTaxId(key, digits);
    expect(a).not.toBe(b);
    expect(a).not.toContain(digits);
    expect(decryptTaxId(key, a)).toBe('123456789');
    expect(() => decryptTaxId(taxIdKey(Buffer.alloc(32, 8)), a)).toThrow(TaxIdKeyMismatch);
    const tampered = a.slice(0, -4) + (a.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(() => decryptTaxId(key, tampered)).toThrow();
  });
});

describe('the amount in words', () => {
  it('writes dollars and cents as a check does', () => {
    expect(checkAmountInWords(125_050)).toBe('One Thousand Two Hundred Fifty and 50/100 Dollars');
    expect(checkAmountInWords(4_500)).toBe('Forty-Five and 00/100 Dollars');
    expect(checkAmountInWords(7)).toBe('Zero and 07/100 Dollars');
    expect(checkAmountInWords(100_000_000)).toBe('One Million and 00/100 Dollars');
  });
});
