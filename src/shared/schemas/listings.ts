import { z } from 'zod';
import { localizedInput } from './editor-fields';
import {
  LISTING_PAGE_SIZE,
  LISTING_PURPOSES,
  LISTING_SORTS,
  LISTING_STATUSES,
  MAX_LISTING_PAGE_SIZE,
  MAX_LISTING_PRICE,
  MAX_SEARCH_BEDROOMS,
  MAX_SEARCH_PAGE,
} from '../listing-values';
import {
  AMENITIES,
  CityRefSchema,
  CommunityRefSchema,
  PhotoSchema,
  PROPERTY_KINDS,
  PropertyRefSchema,
  SlugSchema,
} from './places';

export * from '../listing-values';

// A shared link may carry `bedrooms=`: an empty value means "any", not an error.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const wholeNumber = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(max, `${label} must be at most ${max}`)
      .optional(),
  );

/**
 * GET /api/listings and the /slp URL share this shape. Prices are whole dollars (what a visitor
 * types and what a shared link shows); bedrooms is a minimum ("2" finds 2 or more).
 */
export const ListingQueryFieldsSchema = z.object({
  city: z.preprocess(blankToUndefined, SlugSchema.optional()),
  type: z.preprocess(
    blankToUndefined,
    z.enum(PROPERTY_KINDS, { error: 'must be condo, house, townhouse or villa' }).optional(),
  ),
  bedrooms: wholeNumber('bedrooms', MAX_SEARCH_BEDROOMS),
  minPrice: wholeNumber('minPrice', MAX_LISTING_PRICE),
  maxPrice: wholeNumber('maxPrice', MAX_LISTING_PRICE),
  purpose: z.preprocess(
    blankToUndefined,
    z.enum(LISTING_PURPOSES, { error: 'must be rent or sale' }).optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(LISTING_SORTS, { error: 'must be newest, price_asc or price_desc' }).default('newest'),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'page must be a whole number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(MAX_SEARCH_PAGE, `page must be at most ${MAX_SEARCH_PAGE}`)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'pageSize must be a whole number' })
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be 1 or more')
      .max(MAX_LISTING_PAGE_SIZE, `pageSize must be at most ${MAX_LISTING_PAGE_SIZE}`)
      .default(LISTING_PAGE_SIZE),
  ),
  featured: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
});

export const ListingQuerySchema = ListingQueryFieldsSchema.refine(
  (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  { path: ['minPrice'], message: 'minPrice must not be more than maxPrice' },
);
export type ListingQuery = z.infer<typeof ListingQuerySchema>;

export const ListingSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The Spanish title; null when the listing has none (the English one is shown). */
  titleEs: z.string().nullable(),
  purpose: z.enum(LISTING_PURPOSES),
  priceCents: z.number().int(),
  currency: z.string(),
  status: z.enum(LISTING_STATUSES),
  availableFrom: z.string().nullable(),
  isFeatured: z.boolean(),
  publishedAt: z.string(),
  unit: z.object({
    id: z.string(),
    label: z.string(),
    bedrooms: z.number().int(),
    baths: z.number(),
    sizeSqFt: z.number().int(),
  }),
  property: PropertyRefSchema,
  city: CityRefSchema,
  community: CommunityRefSchema.nullable(),
  coverPhoto: PhotoSchema.nullable(),
  photoCount: z.number().int(),
});
export type ListingSummary = z.infer<typeof ListingSummarySchema>;

export const ListingPageSchema = z.object({
  items: z.array(ListingSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ListingPage = z.infer<typeof ListingPageSchema>;

export const ListingDetailSchema = ListingSummarySchema.extend({
  description: z.string(),
  descriptionEs: z.string().nullable(),
  photos: z.array(PhotoSchema),
  unit: ListingSummarySchema.shape.unit.extend({
    floor: z.number().int().nullable(),
    amenities: z.array(z.enum(AMENITIES)),
  }),
  property: PropertyRefSchema.extend({
    addressLine: z.string(),
    postalCode: z.string(),
    yearBuilt: z.number().int().nullable(),
  }),
  community: CommunityRefSchema.extend({
    amenities: z.array(z.enum(AMENITIES)),
    isWaterfront: z.boolean(),
  }).nullable(),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

/** A listing as its owner (or an admin) manages it in the portal. */
export const ManagedListingSchema = ListingSummarySchema.extend({
  description: z.string(),
  descriptionEs: z.string().nullable(),
  photos: z.array(PhotoSchema),
});
export type ManagedListing = z.infer<typeof ManagedListingSchema>;

/** The longest demo title is about half of this; descriptions, a fifth. */
export const LISTING_TEXT_LIMITS = { title: 120, description: 4000 } as const;

/**
 * PUT /api/listings/:id/texts: the title and description in English and Spanish. English is
 * required; Spanish is both or neither (half a translation would put a Spanish title over an
 * English description), and when empty Spanish readers see the English text.
 */
export const ListingTextsInputSchema = z
  .object({
    title: localizedInput('title', LISTING_TEXT_LIMITS.title),
    description: localizedInput('description', LISTING_TEXT_LIMITS.description),
  })
  .superRefine((texts, ctx) => {
    if (texts.title.es && !texts.description.es) {
      ctx.addIssue({
        code: 'custom',
        path: ['description', 'es'],
        message: 'listing.spanishDescription',
      });
    }
    if (texts.description.es && !texts.title.es) {
      ctx.addIssue({ code: 'custom', path: ['title', 'es'], message: 'listing.spanishTitle' });
    }
  });
export type ListingTextsInput = z.input<typeof ListingTextsInputSchema>;
export type ListingTexts = z.output<typeof ListingTextsInputSchema>;

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_PHOTOS_PER_LISTING = 20;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** GET /api/market/snapshot: one row per city, computed from the listings at request time. */
export const CityMarketSchema = z.object({
  city: CityRefSchema,
  currency: z.string(),
  activeForRent: z.number().int(),
  activeForSale: z.number().int(),
  /** Median monthly rent of active rentals, in cents; null when the city has none. */
  medianRentCents: z.number().int().nullable(),
  medianSalePriceCents: z.number().int().nullable(),
  /** Median asking price per square foot of active sale listings, in cents. */
  medianPricePerSqFtCents: z.number().int().nullable(),
  /** Listings of any status published in the last 30 days. */
  newListings30Days: z.number().int(),
});
export type CityMarket = z.infer<typeof CityMarketSchema>;

export const MarketSnapshotSchema = z.object({
  generatedAt: z.string(),
  cities: z.array(CityMarketSchema),
});
export type MarketSnapshot = z.infer<typeof MarketSnapshotSchema>;
