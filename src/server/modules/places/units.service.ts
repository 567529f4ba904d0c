import { and, eq, inArray } from 'drizzle-orm';
import type { UnitDetail, UnitSummary } from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { cities, communities, listings, properties, units } from '../../db/tables';
import { listingOffer } from '../listings/listing-rows';
import { findPhotos } from '../listings/photo-rows';
import { currentListingOrder } from './place-rows';
import {
  asAmenities,
  asCommunityKind,
  asPropertyKind,
  bathsFromTenths,
} from '../../lib/place-columns';
import { isUuid } from '../../../shared/uuid';

type UnitListing = NonNullable<UnitSummary['listing']>;

/** The listing each unit is offered under now (active, else pending); closed ones are history. */
async function currentListings(db: Db, unitIds: string[]): Promise<Map<string, UnitListing>> {
  const result = new Map<string, UnitListing>();
  if (unitIds.length === 0) return result;
  const rows = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.unitId, unitIds), inArray(listings.status, ['active', 'pending'])))
    .orderBy(currentListingOrder);
  for (const row of rows) {
    if (result.has(row.unitId)) continue;
    result.set(row.unitId, {
      id: row.id,
      ...listingOffer(row),
      title: row.title,
      titleEs: row.spanish?.title ?? null,
    });
  }
  return result;
}

function toUnitSummary(
  unit: typeof units.$inferSelect,
  property: typeof properties.$inferSelect,
  listing: UnitListing | undefined,
): UnitSummary {
  return {
    id: unit.id,
    label: unit.label,
    bedrooms: unit.bedrooms,
    baths: bathsFromTenths(unit.bathsTenths),
    sizeSqFt: unit.sizeSqFt,
    floor: unit.floor,
    amenities: asAmenities(unit.amenities),
    property: {
      id: property.id,
      name: property.name,
      kind: asPropertyKind(property.kind),
      neighborhood: property.neighborhood,
    },
    listing: listing ?? null,
  };
}

/** Every unit of a community's properties, with what each is offered for now. */
export async function findUnitsOfCommunity(db: Db, communityId: string): Promise<UnitSummary[]> {
  const rows = await db
    .select({ unit: units, property: properties })
    .from(units)
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .where(eq(properties.communityId, communityId));
  // Natural order, so residence 4B comes before 12A and PH30 after the numbered floors.
  const natural = new Intl.Collator('en', { numeric: true });
  rows.sort(
    (a, b) =>
      natural.compare(a.property.name, b.property.name) ||
      natural.compare(a.unit.label, b.unit.label),
  );
  const offered = await currentListings(
    db,
    rows.map((r) => r.unit.id),
  );
  return rows.map((r) => toUnitSummary(r.unit, r.property, offered.get(r.unit.id)));
}

export async function getUnit(db: Db, id: string): Promise<UnitDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ unit: units, property: properties, city: cities, community: communities })
    .from(units)
    .innerJoin(properties, eq(units.propertyId, properties.id))
    .innerJoin(cities, eq(properties.cityId, cities.id))
    .leftJoin(communities, eq(properties.communityId, communities.id))
    .where(eq(units.id, id));
  if (!row) return null;
  const listing = (await currentListings(db, [id])).get(id);
  const photos = listing ? ((await findPhotos(db, [listing.id])).get(listing.id) ?? []) : [];
  const summary = toUnitSummary(row.unit, row.property, listing);
  return {
    ...summary,
    property: {
      ...summary.property,
      addressLine: row.property.addressLine,
      postalCode: row.property.postalCode,
      yearBuilt: row.property.yearBuilt,
    },
    city: { slug: row.city.slug, name: row.city.name, state: row.city.state },
    community: row.community
      ? {
          id: row.community.id,
          slug: row.community.slug,
          name: row.community.name,
          kind: asCommunityKind(row.community.kind),
          amenities: asAmenities(row.community.amenities),
          isWaterfront: row.community.isWaterfront,
        }
      : null,
    photos,
  };
}
