import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type {
  ListingDetail,
  ListingPurpose,
  ListingStatus,
  ListingSummary,
  ManagedListing,
} from '../../../shared/schemas/listings';
import type { Photo } from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { cities, communities, listings, properties, units } from '../../db/tables';
import {
  asAmenities,
  asCommunityKind,
  asPropertyKind,
  bathsFromTenths,
} from '../../lib/place-columns';
import { joinListingHome } from '../../db/joins';

/** Where a listing is: its unit and property, the city, and the community when there is one. */
function joinListingPlace<T extends PgSelect>(query: T) {
  return joinListingHome(query)
    .innerJoin(cities, eq(properties.cityId, cities.id))
    .leftJoin(communities, eq(properties.communityId, communities.id));
}

/** A listing with everything its card and page show, joined once. */
export function selectListingRows(db: Db) {
  return joinListingPlace(
    db
      .select({
        listing: listings,
        unit: units,
        property: properties,
        city: cities,
        community: communities,
      })
      .from(listings)
      .$dynamic(),
  );
}

export type ListingRow = Awaited<
  ReturnType<ReturnType<typeof selectListingRows>['execute']>
>[number];

/**
 * What a search card shows and nothing more: a city row carries its guides and marinas in two
 * languages and a listing its descriptions, which a page of twelve cards would otherwise read,
 * convert and drop on every search.
 */
export function selectListingSummaryRows(db: Db) {
  return joinListingPlace(
    db
      .select({
        listing: {
          id: listings.id,
          title: listings.title,
          titleEs: sql<string | null>`${listings.spanish}->>'title'`,
          purpose: listings.purpose,
          priceCents: listings.priceCents,
          currency: listings.currency,
          status: listings.status,
          availableFrom: listings.availableFrom,
          isFeatured: listings.isFeatured,
          publishedAt: listings.publishedAt,
        },
        unit: {
          id: units.id,
          label: units.label,
          bedrooms: units.bedrooms,
          bathsTenths: units.bathsTenths,
          sizeSqFt: units.sizeSqFt,
        },
        property: {
          id: properties.id,
          name: properties.name,
          kind: properties.kind,
          neighborhood: properties.neighborhood,
        },
        city: { slug: cities.slug, name: cities.name, state: cities.state },
        community: {
          id: communities.id,
          slug: communities.slug,
          name: communities.name,
          kind: communities.kind,
        },
      })
      .from(listings)
      .$dynamic(),
  );
}

export type ListingSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectListingSummaryRows>['execute']>
>[number];

function spanishTitle(
  listing: ListingRow['listing'] | ListingSummaryRow['listing'],
): string | null {
  return 'titleEs' in listing ? listing.titleEs : (listing.spanish?.title ?? null);
}

/** How a listing is offered: its purpose, price, status and the day it is free from. */
export function listingOffer(
  listing: Pick<
    typeof listings.$inferSelect,
    'purpose' | 'priceCents' | 'currency' | 'status' | 'availableFrom'
  >,
) {
  return {
    purpose: listing.purpose as ListingPurpose,
    priceCents: listing.priceCents,
    currency: listing.currency,
    status: listing.status as ListingStatus,
    availableFrom: listing.availableFrom,
  };
}

export function toListingSummary(
  row: ListingRow | ListingSummaryRow,
  photos: Photo[],
): ListingSummary {
  const { listing, unit, property, city, community } = row;
  return {
    id: listing.id,
    title: listing.title,
    titleEs: spanishTitle(listing),
    ...listingOffer(listing),
    isFeatured: listing.isFeatured,
    publishedAt: listing.publishedAt.toISOString(),
    unit: {
      id: unit.id,
      label: unit.label,
      bedrooms: unit.bedrooms,
      baths: bathsFromTenths(unit.bathsTenths),
      sizeSqFt: unit.sizeSqFt,
    },
    property: {
      id: property.id,
      name: property.name,
      kind: asPropertyKind(property.kind),
      neighborhood: property.neighborhood,
    },
    city: { slug: city.slug, name: city.name, state: city.state },
    community: community
      ? {
          id: community.id,
          slug: community.slug,
          name: community.name,
          kind: asCommunityKind(community.kind),
        }
      : null,
    coverPhoto: photos[0] ?? null,
    photoCount: photos.length,
  };
}

/** A listing as its owner edits it: the summary, both languages' texts and every photo. */
export function toManagedListing(row: ListingRow, photos: Photo[]): ManagedListing {
  return {
    ...toListingSummary(row, photos),
    description: row.listing.description,
    descriptionEs: row.listing.spanish?.description ?? null,
    photos,
  };
}

export function toListingDetail(row: ListingRow, photos: Photo[]): ListingDetail {
  const summary = toListingSummary(row, photos);
  const { listing, unit, property, community } = row;
  return {
    ...summary,
    description: listing.description,
    descriptionEs: listing.spanish?.description ?? null,
    photos,
    unit: { ...summary.unit, floor: unit.floor, amenities: asAmenities(unit.amenities) },
    property: {
      ...summary.property,
      addressLine: property.addressLine,
      postalCode: property.postalCode,
      yearBuilt: property.yearBuilt,
    },
    community:
      summary.community && community
        ? {
            ...summary.community,
            amenities: asAmenities(community.amenities),
            isWaterfront: community.isWaterfront,
          }
        : null,
  };
}
