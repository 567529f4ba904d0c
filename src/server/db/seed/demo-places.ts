import { LISTING_TEXTS_ES } from './demo-listing-texts-es';
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../client';
import { cities, communities, listings, properties, units, users } from '../tables';
import { DEMO_CITIES } from './demo-cities';
import { DEMO_COMMUNITIES } from './demo-communities';
import type { DemoHome, DemoOwner } from './demo-home-types';
import { COAST_HOMES } from './demo-homes-coast';
import { MIAMI_HOUSES } from './demo-homes-grove';
import { KEY_WEST_HOMES } from './demo-homes-keys';
import { MIAMI_HOMES } from './demo-homes-miami';
import { DEMO_PASSWORD } from './demo-users';

export const DEMO_HOMES: DemoHome[] = [
  ...MIAMI_HOMES,
  ...MIAMI_HOUSES,
  ...COAST_HOMES,
  ...KEY_WEST_HOMES,
];

/** A second owner, so the demo shows that a landlord sees and edits only their own homes. */
export const SECOND_LANDLORD = {
  email: 'landlord2@example.com',
  name: 'Grace Whitfield',
  phone: '+1 (239) 555-0162',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

async function ensureSecondLandlord(db: Db, userIds: Map<string, string>): Promise<string> {
  const existing = userIds.get(SECOND_LANDLORD.email);
  if (existing) return existing;
  const [row] = await db
    .insert(users)
    .values({
      ...SECOND_LANDLORD,
      role: 'landlord',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning({ id: users.id });
  userIds.set(SECOND_LANDLORD.email, row!.id);
  return row!.id;
}

/**
 * Cities, communities, the landlords' homes and their listings. Dates are relative to now, so
 * "new in the last 30 days" and availability read sensibly whenever the demo starts.
 */
export async function seedDemoPlaces(db: Db, userIds: Map<string, string>): Promise<void> {
  const firstLandlord = userIds.get('landlord@example.com');
  if (!firstLandlord) throw new Error('seedDemoPlaces needs the demo landlord');
  const owners: Record<DemoOwner, string> = {
    first: firstLandlord,
    second: await ensureSecondLandlord(db, userIds),
  };

  const cityRows = await db
    .insert(cities)
    .values(DEMO_CITIES.map((c, sort) => ({ ...c, sort })))
    .returning({ id: cities.id, slug: cities.slug });
  const cityIds = new Map(cityRows.map((c) => [c.slug, c.id]));

  const communityRows = await db
    .insert(communities)
    .values(
      DEMO_COMMUNITIES.map(({ citySlug, ...c }) => ({ ...c, cityId: cityIds.get(citySlug)! })),
    )
    .returning({ id: communities.id, slug: communities.slug });
  const communityIds = new Map(communityRows.map((c) => [c.slug, c.id]));

  const now = Date.now();
  for (const home of DEMO_HOMES) {
    const [property] = await db
      .insert(properties)
      .values({
        ownerId: owners[home.owner],
        cityId: cityIds.get(home.citySlug)!,
        communityId: home.communitySlug ? communityIds.get(home.communitySlug)! : null,
        name: home.name,
        kind: home.kind,
        addressLine: home.addressLine,
        postalCode: home.postalCode,
        neighborhood: home.neighborhood,
        yearBuilt: home.yearBuilt,
      })
      .returning({ id: properties.id });
    for (const unit of home.units) {
      const [unitRow] = await db
        .insert(units)
        .values({
          propertyId: property!.id,
          label: unit.label,
          bedrooms: unit.bedrooms,
          bathsTenths: Math.round(unit.baths * 10),
          sizeSqFt: unit.sizeSqFt,
          floor: unit.floor ?? null,
          amenities: unit.amenities,
        })
        .returning({ id: units.id });
      const l = unit.listing;
      const publishedAt = new Date(now - l.publishedDaysAgo * DAY_MS);
      await db.insert(listings).values({
        unitId: unitRow!.id,
        purpose: l.purpose,
        priceCents: l.price * 100,
        currency: 'USD',
        status: l.status,
        availableFrom:
          l.availableInDays === null ? null : isoDate(new Date(now + l.availableInDays * DAY_MS)),
        title: l.title,
        description: l.description,
        spanish: LISTING_TEXTS_ES[l.title] ?? null,
        isFeatured: l.isFeatured ?? false,
        publishedAt,
        closedAt: l.status === 'closed' ? new Date(publishedAt.getTime() + 21 * DAY_MS) : null,
      });
    }
  }
}
