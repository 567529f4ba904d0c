import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { ApplicationHome } from '../../../shared/schemas/applications';
import type { Db } from '../../db/client';
import { cities, listings, properties, units } from '../../db/tables';
import { joinListingHome } from '../../db/joins';

/** The rental listings' homes by listing id: unit, property, city and the asking rent. */
export async function homesOf(
  db: Db,
  listingIds: readonly string[],
): Promise<Map<string, ApplicationHome>> {
  const ids = [...new Set(listingIds)];
  if (ids.length === 0) return new Map();
  const rows = await joinListingHome(
    db
      .select({
        listingId: listings.id,
        unitId: units.id,
        title: listings.title,
        propertyName: properties.name,
        unitLabel: units.label,
        city: cities.name,
        monthlyRentCents: listings.priceCents,
      })
      .from(listings)
      .$dynamic(),
  )
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(inArray(listings.id, ids), eq(listings.purpose, 'rent')));
  return new Map(rows.map((r) => [r.listingId, r]));
}

/** True when an applicant may still apply for the listing: offered for rent, unit not archived. */
export async function isOpenRentalListing(db: Db, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(units, eq(units.id, listings.unitId))
    .where(
      and(
        eq(listings.id, listingId),
        eq(listings.purpose, 'rent'),
        ne(listings.status, 'closed'),
        isNull(units.archivedAt),
      ),
    );
  return row !== undefined;
}

/** Monthly income ÷ monthly rent, to two decimals, as a screener reads it ("3.2× the rent"). */
export function incomeToRentRatio(monthlyIncomeCents: number, rentCents: number): number | null {
  if (rentCents <= 0) return null;
  return Math.round((monthlyIncomeCents / rentCents) * 100) / 100;
}
