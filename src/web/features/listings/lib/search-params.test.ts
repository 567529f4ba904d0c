import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingQueryFieldsSchema } from '../../../../shared/schemas/listings';
import {
  activeFilterCount,
  apiQueryString,
  FIELDS,
  readSearch,
  readSearchField,
  withFilter,
  writeSearch,
} from './search-params';

describe('readSearch', () => {
  it('reads every filter, the sort and the page from the URL', () => {
    const search = readSearch(
      new URLSearchParams(
        'city=miami&type=condo&bedrooms=2&minPrice=2000&maxPrice=6000&purpose=rent&sort=price_asc&page=2',
      ),
    );
    expect(search).toEqual({
      city: 'miami',
      type: 'condo',
      bedrooms: 2,
      minPrice: 2000,
      maxPrice: 6000,
      purpose: 'rent',
      sort: 'price_asc',
      page: 2,
    });
  });

  it('falls back to the defaults', () => {
    expect(readSearch(new URLSearchParams())).toEqual({ sort: 'newest', page: 1 });
  });

  it('drops only the values the API would refuse', () => {
    const search = readSearch(
      new URLSearchParams('city=miami&bedrooms=lots&sort=cheapest&page=-3&purpose=lease'),
    );
    expect(search).toEqual({ city: 'miami', sort: 'newest', page: 1 });
  });

  it('keeps the lower bound when the range is upside down', () => {
    const search = readSearch(new URLSearchParams('minPrice=5000&maxPrice=1000'));
    expect(search.minPrice).toBe(5000);
    expect(search.maxPrice).toBeUndefined();
  });
});

describe('writeSearch', () => {
  it('leaves out the defaults and round-trips', () => {
    const search = { city: 'naples', bedrooms: 3, sort: 'newest' as const, page: 1 };
    expect(writeSearch(search).toString()).toBe('city=naples&bedrooms=3');
    expect(readSearch(writeSearch(search))).toEqual(search);
    expect(writeSearch({ sort: 'price_desc', page: 3 }).toString()).toBe('sort=price_desc&page=3');
  });

  it('adds the page size for the API', () => {
    expect(apiQueryString({ sort: 'newest', page: 2 })).toBe('page=2&pageSize=6');
  });
});

describe('withFilter', () => {
  it('starts again from page 1 when a filter changes and removes cleared filters', () => {
    const next = withFilter(
      { city: 'miami', sort: 'newest', page: 3 },
      { city: undefined, purpose: 'sale' },
    );
    expect(next).toEqual({ purpose: 'sale', sort: 'newest', page: 1 });
    expect(withFilter(next, { page: 2 }).page).toBe(2);
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount({ city: 'miami', bedrooms: 0, sort: 'price_asc', page: 2 })).toBe(2);
  });
});

describe('readSearchField', () => {
  // The API's reading of the same field: its value, or undefined when it refuses or says nothing.
  function apiReads(field: (typeof FIELDS)[number], raw: string): unknown {
    const parsed = ListingQueryFieldsSchema.shape[field].safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  }
  const defaults: Partial<Record<string, unknown>> = { sort: 'newest', page: 1 };

  // Strings near the edges: numbers in every form Number() reads, the enums' words, slugs.
  const near = fc.oneof(
    fc.string(),
    fc.integer({ min: -5, max: 100_000_005 }).map(String),
    fc.double().map(String),
    fc.constantFrom(
      '',
      ' ',
      ' 2 ',
      '0x10',
      '1e3',
      '2.0',
      '+3',
      '-0',
      'Infinity',
      'NaN',
      '10001',
      '10000',
      'rent',
      'sale',
      'Rent',
      'condo',
      'villa',
      'price_asc',
      'newest',
      'miami',
      'fort-lauderdale',
      'fort--lauderdale',
      '-miami',
      'a'.repeat(80),
      'a'.repeat(81),
    ),
  );

  it('accepts exactly what GET /api/listings accepts, with the same value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FIELDS), near, (field, raw) => {
        const api = apiReads(field, raw);
        // The API puts its default in for a blank sort or page; the page leaves the field unset.
        const expected = raw === '' && api === defaults[field] ? undefined : api;
        expect(readSearchField(field, raw)).toEqual(expected);
      }),
      { numRuns: 5000 },
    );
  });
});
