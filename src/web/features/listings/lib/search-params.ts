import {
  LISTING_PURPOSES,
  LISTING_SORTS,
  MAX_LISTING_PRICE,
  MAX_SEARCH_BEDROOMS,
  MAX_SEARCH_PAGE,
  type ListingPurpose,
  type ListingSort,
} from '../../../../shared/listing-values';
import {
  PROPERTY_KINDS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type PropertyKind,
} from '../../../../shared/place-values';

/** Six cards fill one, two or three columns evenly at every breakpoint. */
export const SLP_PAGE_SIZE = 6;

/** What /slp's URL holds: a shared link reproduces the search, page included. */
export interface ListingSearch {
  city?: string;
  type?: PropertyKind;
  bedrooms?: number;
  minPrice?: number;
  maxPrice?: number;
  purpose?: ListingPurpose;
  sort: ListingSort;
  page: number;
}

export const DEFAULT_SEARCH: ListingSearch = { sort: 'newest', page: 1 };

export const FIELDS = [
  'city',
  'type',
  'bedrooms',
  'minPrice',
  'maxPrice',
  'purpose',
  'sort',
  'page',
] as const;

/** A whole number within bounds, read as the API reads it (`Number`, so " 2 " is 2). */
function wholeNumber(raw: string, min: number, max: number): number | undefined {
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string): T | undefined {
  return (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/**
 * Each field of the address as GET /api/listings reads it (ListingQueryFieldsSchema; a test holds
 * the two to the same answers), written without the schema library so that the search page does
 * not download it. Undefined: the value is absent, blank or one the API would refuse.
 */
const READERS: { [F in (typeof FIELDS)[number]]: (raw: string) => ListingSearch[F] | undefined } = {
  city: (raw) => (raw.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(raw) ? raw : undefined),
  type: (raw) => oneOf(PROPERTY_KINDS, raw),
  bedrooms: (raw) => wholeNumber(raw, 0, MAX_SEARCH_BEDROOMS),
  minPrice: (raw) => wholeNumber(raw, 0, MAX_LISTING_PRICE),
  maxPrice: (raw) => wholeNumber(raw, 0, MAX_LISTING_PRICE),
  purpose: (raw) => oneOf(LISTING_PURPOSES, raw),
  sort: (raw) => oneOf(LISTING_SORTS, raw),
  page: (raw) => wholeNumber(raw, 1, MAX_SEARCH_PAGE),
};

/** What one field of the address says, as the API would read it; undefined when it says nothing. */
export function readSearchField<F extends (typeof FIELDS)[number]>(
  field: F,
  raw: string,
): ListingSearch[F] | undefined {
  return raw === '' ? undefined : READERS[field](raw);
}

/**
 * Reads the search from the URL one field at a time with the API's own rules, so a hand-edited
 * link with one bad value keeps every other filter instead of failing the whole search.
 */
export function readSearch(params: URLSearchParams): ListingSearch {
  const search: ListingSearch = { ...DEFAULT_SEARCH };
  for (const field of FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    const value = readSearchField(field, raw);
    if (value !== undefined) (search as unknown as Record<string, unknown>)[field] = value;
  }
  // A range the API would refuse (min above max): keep the lower bound the visitor set first.
  if (search.minPrice !== undefined && search.maxPrice !== undefined) {
    if (search.minPrice > search.maxPrice) delete search.maxPrice;
  }
  return search;
}

/** The URL form of a search, leaving out defaults so links stay short. */
export function writeSearch(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = search[field];
    if (value === undefined || value === '') continue;
    if (field === 'sort' && value === DEFAULT_SEARCH.sort) continue;
    if (field === 'page' && value === 1) continue;
    params.set(field, String(value));
  }
  return params;
}

/** The query string for GET /api/listings. */
export function apiQueryString(search: ListingSearch): string {
  const params = writeSearch(search);
  params.set('pageSize', String(SLP_PAGE_SIZE));
  return params.toString();
}

/** A changed filter starts again from page 1; the number of filters set, for the reset button. */
export function withFilter(search: ListingSearch, patch: Partial<ListingSearch>): ListingSearch {
  const next: ListingSearch = { ...search, ...patch, page: patch.page ?? 1 };
  for (const key of Object.keys(next) as Array<keyof ListingSearch>) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

export function activeFilterCount(search: ListingSearch): number {
  return (['city', 'type', 'bedrooms', 'minPrice', 'maxPrice', 'purpose'] as const).filter(
    (f) => search[f] !== undefined,
  ).length;
}
