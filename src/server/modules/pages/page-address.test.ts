import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address';

describe('pageAddress', () => {
  it('drops campaign and ad-click parameters', () => {
    expect(pageAddress('/?utm_source=newsletter&utm_medium=email&utm_campaign=fall')).toBe('/');
    expect(pageAddress('/storm?fbclid=IwAR3x')).toBe('/storm');
    expect(pageAddress('/es/slp?gclid=Cj0K&MSCLKID=abc')).toBe('/es/slp');
  });

  it("keeps a page's own parameters, in their order", () => {
    expect(pageAddress('/slp?city=miami&utm_source=ad&purpose=rent')).toBe(
      '/slp?city=miami&purpose=rent',
    );
    expect(pageAddress('/blog?page=2')).toBe('/blog?page=2');
    expect(pageAddress('/referral?ref=abc')).toBe('/referral?ref=abc');
  });

  it('leaves an address without a query as it is, and drops an empty one', () => {
    expect(pageAddress('/marine-lifestyle/naples')).toBe('/marine-lifestyle/naples');
    expect(pageAddress('/slp?')).toBe('/slp');
    expect(pageAddress('/slp?&&city=naples')).toBe('/slp?city=naples');
  });
});
