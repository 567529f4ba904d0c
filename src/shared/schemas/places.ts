import { z } from 'zod';
import {
  AMENITIES,
  COMMUNITY_KINDS,
  PROPERTY_KINDS,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '../place-values';
import { LocalizedTextSchema } from './site';

export {
  AMENITIES,
  COMMUNITY_KINDS,
  PROPERTY_KINDS,
  SLUG_PATTERN,
  SLUG_MAX_LENGTH,
  type Amenity,
  type CommunityKind,
  type PropertyKind,
} from '../place-values';

const AmenitySchema = z.enum(AMENITIES);

/** City slugs and community slugs: lower-case words joined by hyphens. */
export const SlugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single dashes')
  .max(SLUG_MAX_LENGTH);

export const MarinaSchema = z.object({
  name: z.string(),
  slips: z.number().int(),
  /** The longest vessel the marina takes, in feet. */
  maxLengthFt: z.number().int(),
  description: LocalizedTextSchema,
});
export type Marina = z.infer<typeof MarinaSchema>;

export const CityRefSchema = z.object({ slug: z.string(), name: z.string(), state: z.string() });

export const CitySummarySchema = CityRefSchema.extend({
  tagline: LocalizedTextSchema,
  communitiesCount: z.number().int(),
  activeListingsCount: z.number().int(),
});
export type CitySummary = z.infer<typeof CitySummarySchema>;

export const CommunityRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(COMMUNITY_KINDS),
});

export const CommunitySummarySchema = CommunityRefSchema.extend({
  city: CityRefSchema,
  description: LocalizedTextSchema,
  amenities: z.array(AmenitySchema),
  isWaterfront: z.boolean(),
  isFeatured: z.boolean(),
  yearBuilt: z.number().int().nullable(),
  unitsCount: z.number().int(),
  activeListingsCount: z.number().int(),
});
export type CommunitySummary = z.infer<typeof CommunitySummarySchema>;

export const CityDetailSchema = CitySummarySchema.extend({
  guide: LocalizedTextSchema,
  boatingNotes: LocalizedTextSchema,
  marinas: z.array(MarinaSchema),
  communities: z.array(CommunitySummarySchema),
});
export type CityDetail = z.infer<typeof CityDetailSchema>;

export const PropertyRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROPERTY_KINDS),
  neighborhood: z.string(),
});

/** The listing currently offered for a unit, if any (active or pending). */
export const UnitListingSchema = z.object({
  id: z.string(),
  purpose: z.enum(['rent', 'sale']),
  priceCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['active', 'pending', 'closed']),
  availableFrom: z.string().nullable(),
  title: z.string(),
  /** The Spanish title; null when the listing has none (the English one is shown). */
  titleEs: z.string().nullable(),
});

export const UnitSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  bedrooms: z.number().int(),
  /** Bathrooms, halves included (2.5). */
  baths: z.number(),
  sizeSqFt: z.number().int(),
  floor: z.number().int().nullable(),
  amenities: z.array(AmenitySchema),
  property: PropertyRefSchema,
  listing: UnitListingSchema.nullable(),
});
export type UnitSummary = z.infer<typeof UnitSummarySchema>;

export const CommunityDetailSchema = CommunitySummarySchema.extend({
  units: z.array(UnitSummarySchema),
});
export type CommunityDetail = z.infer<typeof CommunityDetailSchema>;

export const PhotoSchema = z.object({
  id: z.string(),
  /** The JPEG, for browsers that take no WebP. */
  url: z.string(),
  /** The WebP renditions as an HTML `srcset` ("… 480w, … 960w"); empty for older uploads. */
  srcset: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  altText: z.string(),
  sort: z.number().int(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const UnitDetailSchema = UnitSummarySchema.extend({
  property: PropertyRefSchema.extend({
    addressLine: z.string(),
    postalCode: z.string(),
    yearBuilt: z.number().int().nullable(),
  }),
  city: CityRefSchema,
  community: CommunityRefSchema.extend({
    amenities: z.array(AmenitySchema),
    isWaterfront: z.boolean(),
  }).nullable(),
  photos: z.array(PhotoSchema),
});
export type UnitDetail = z.infer<typeof UnitDetailSchema>;

export const CommunitiesQuerySchema = z.object({
  city: SlugSchema.optional(),
  featured: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});
export type CommunitiesQuery = z.infer<typeof CommunitiesQuerySchema>;
