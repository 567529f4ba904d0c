import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LEASE_FILTERS,
  isFiltered,
  leaseCsvApiParams,
  leaseFiltersToParams,
  leaseListApiParams,
  readLeaseFilters,
  toggleSort,
} from './lease-list-params';

const PROPERTY = '0b6c1a52-3f7e-4f0e-9d5c-2f8e7a1b9c10';

describe('lease list filters in the URL', () => {
  it('reads a bare URL as the defaults and writes the defaults as a bare URL', () => {
    expect(readLeaseFilters(new URLSearchParams())).toEqual(DEFAULT_LEASE_FILTERS);
    expect(leaseFiltersToParams(DEFAULT_LEASE_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter, sort and page', () => {
    const url = new URLSearchParams(
      `status=active&city=naples&propertyId=${PROPERTY}&endingWithin=60&delinquent=true&q=bell&sort=balance&dir=asc&page=3`,
    );
    const filters = readLeaseFilters(url);
    expect(filters).toEqual({
      status: 'active',
      city: 'naples',
      propertyId: PROPERTY,
      endingWithin: '60',
      delinquent: true,
      q: 'bell',
      sort: 'balance',
      dir: 'asc',
      page: 3,
    });
    expect(readLeaseFilters(leaseFiltersToParams(filters))).toEqual(filters);
  });

  it('drops values edited into nonsense instead of sending them to the API', () => {
    const filters = readLeaseFilters(
      new URLSearchParams('status=evicted&propertyId=42&endingWithin=45&sort=color&dir=up&page=-2'),
    );
    expect(filters).toEqual(DEFAULT_LEASE_FILTERS);
  });

  it('asks the API for one page and the CSV for every row with the same filters and order', () => {
    const filters = { ...DEFAULT_LEASE_FILTERS, delinquent: true, q: ' bell ', page: 2 };
    expect(Object.fromEntries(leaseListApiParams(filters))).toEqual({
      delinquent: 'true',
      q: 'bell',
      sort: 'start',
      dir: 'desc',
      page: '2',
      pageSize: '25',
    });
    expect(Object.fromEntries(leaseCsvApiParams(filters))).toEqual({
      delinquent: 'true',
      q: 'bell',
      sort: 'start',
      dir: 'desc',
    });
  });

  it('knows when a filter narrows the list (sort and page do not)', () => {
    expect(isFiltered({ ...DEFAULT_LEASE_FILTERS, sort: 'rent', page: 4 })).toBe(false);
    expect(isFiltered({ ...DEFAULT_LEASE_FILTERS, endingWithin: '30' })).toBe(true);
  });

  it('flips the direction of the sorted column and starts another column descending on page 1', () => {
    const byRent = toggleSort({ ...DEFAULT_LEASE_FILTERS, page: 5 }, 'rent');
    expect(byRent).toMatchObject({ sort: 'rent', dir: 'desc', page: 1 });
    expect(toggleSort(byRent, 'rent')).toMatchObject({ sort: 'rent', dir: 'asc' });
    expect(toggleSort(toggleSort(byRent, 'rent'), 'rent')).toMatchObject({ dir: 'desc' });
  });
});
