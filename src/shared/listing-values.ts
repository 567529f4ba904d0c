// The values the listing schemas are built from, without the schema library: the public search
// page reads its filters from the address with these (src/web/features/listings/lib/search-params.ts)
// and so does not download zod.

export const LISTING_PURPOSES = ['rent', 'sale'] as const;
export type ListingPurpose = (typeof LISTING_PURPOSES)[number];
export const LISTING_STATUSES = ['active', 'pending', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_PAGE_SIZE = 12;
export const MAX_LISTING_PAGE_SIZE = 48;

/** Bounds of the search filters (GET /api/listings and the /slp address). */
export const MAX_SEARCH_BEDROOMS = 10;
/** Whole dollars. */
export const MAX_LISTING_PRICE = 100_000_000;
export const MAX_SEARCH_PAGE = 10_000;
