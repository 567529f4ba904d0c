import {
  ListingQueryFieldsSchema,
  type ListingPurpose,
  type ListingSort,
} from '../../../../shared/schemas/listings';
import type { PropertyKind } from '../../../../shared/schemas/places';

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

const FIELDS = [
  'city',
  'type',
  'bedrooms',
  'minPrice',
  'maxPrice',
  'purpose',
  'sort',
  'page',
] as const;

/**
 * Reads the search from the URL one field at a time with the API's own rules, so a hand-edited
 * link with one bad value keeps every other filter instead of failing the whole search.
 */
export function readSearch(params: URLSearchParams): ListingSearch {
  const search: ListingSearch = { ...DEFAULT_SEARCH };
  const shape = ListingQueryFieldsSchema.shape;
  for (const field of FIELDS) {
    const raw = params.get(field);
    if (raw === null) continue;
    const parsed = shape[field].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) {
      (search as unknown as Record<string, unknown>)[field] = parsed.data;
    }
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
