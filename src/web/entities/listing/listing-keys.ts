/**
 * Every listing query sits under `listings`, so one invalidation of the root refreshes the
 * search, the detail pages and a city's preview alike.
 */
export const listingKeys = {
  all: ['listings'] as const,
  detail: (id: string) => [...listingKeys.all, 'detail', id] as const,
  cityPreview: (city: string) => [...listingKeys.all, 'city-preview', city] as const,
};
