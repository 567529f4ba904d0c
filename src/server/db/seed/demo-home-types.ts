import type { ListingPurpose, ListingStatus } from '../../../shared/schemas/listings';
import type { Amenity, PropertyKind } from '../../../shared/schemas/places';

/** Which demo landlord owns a home: landlord@example.com, or the second demo landlord. */
export type DemoOwner = 'first' | 'second';

export interface DemoListing {
  purpose: ListingPurpose;
  /** Whole dollars: per month for rentals. */
  price: number;
  status: ListingStatus;
  /** Published this many days before the seed runs, so "new in 30 days" stays meaningful. */
  publishedDaysAgo: number;
  /** Available this many days after the seed runs (0 = now); null for sales. */
  availableInDays: number | null;
  isFeatured?: boolean;
  title: string;
  description: string;
}

export interface DemoUnit {
  label: string;
  bedrooms: number;
  baths: number;
  sizeSqFt: number;
  floor?: number;
  amenities: Amenity[];
  listing: DemoListing;
}

export interface DemoHome {
  citySlug: string;
  communitySlug: string | null;
  owner: DemoOwner;
  name: string;
  kind: PropertyKind;
  addressLine: string;
  postalCode: string;
  neighborhood: string;
  yearBuilt: number | null;
  units: DemoUnit[];
}
