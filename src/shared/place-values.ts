// The values the place schemas are built from, without the schema library: a public page that
// only lists or filters (the listing search) reads them without downloading zod.

export const COMMUNITY_KINDS = ['condo', 'hoa', 'neighborhood'] as const;
export type CommunityKind = (typeof COMMUNITY_KINDS)[number];

export const PROPERTY_KINDS = ['condo', 'house', 'townhouse', 'villa'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/** Amenities are keys, so every language names them from its own translation file. */
export const AMENITIES = [
  'pool',
  'gym',
  'spa',
  'doorman',
  'concierge',
  'valet',
  'boat-slip',
  'private-dock',
  'marina-access',
  'beach-access',
  'ocean-view',
  'bay-view',
  'canal-front',
  'rooftop-deck',
  'tennis',
  'clubhouse',
  'gated',
  'parking',
  'ev-charging',
  'pet-friendly',
  'balcony',
  'private-pool',
  'garden',
  'washer-dryer',
  'furnished',
  'impact-windows',
  'generator',
  'storage',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** City slugs and community slugs: lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;
