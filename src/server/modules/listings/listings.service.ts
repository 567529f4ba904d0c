import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ListingDetail, ManagedListing } from '../../../shared/schemas/listings';
import { can } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { cities, listings, properties } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/app-error';
import { isUuid } from '../../../shared/uuid';
import { selectListingRows, toListingDetail, toManagedListing } from './listing-rows';
import { findPhotos } from './photo-rows';
import { joinListingHome } from '../../db/joins';

/** A listing as the public sees it: active or pending; a closed listing is gone from the site. */
export async function getPublicListing(db: Db, id: string): Promise<ListingDetail | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectListingRows(db).where(
    and(eq(listings.id, id), inArray(listings.status, ['active', 'pending'])),
  );
  if (!row) return null;
  const photos = (await findPhotos(db, [id])).get(id) ?? [];
  return toListingDetail(row, photos);
}

/** Who owns the property a listing offers; null when there is no such listing. */
export async function findListingOwner(db: Db, id: string): Promise<string | null> {
  if (!isUuid(id)) return null;
  const [row] = await joinListingHome(
    db.select({ ownerId: properties.ownerId }).from(listings).$dynamic(),
  ).where(eq(listings.id, id));
  return row?.ownerId ?? null;
}

/** May this actor change the listing's photos? Admins any listing, landlords their own. */
export function canManageListing(actor: Actor, ownerId: string): boolean {
  if (can(actor.role, 'write:listings:any')) return true;
  return can(actor.role, 'write:listings:own') && ownerId === actor.id;
}

/** The listings an actor manages: every listing for staff, a landlord's own otherwise. */
export async function findManagedListings(db: Db, actor: Actor): Promise<ManagedListing[]> {
  const seesAll = can(actor.role, 'write:listings:any');
  if (!seesAll && !can(actor.role, 'write:listings:own')) throw forbidden();
  const base = selectListingRows(db);
  const rows = await (seesAll ? base : base.where(eq(properties.ownerId, actor.id))).orderBy(
    asc(cities.sort),
    desc(listings.publishedAt),
  );
  const photos = await findPhotos(
    db,
    rows.map((r) => r.listing.id),
  );
  return rows.map((r) => {
    const list = photos.get(r.listing.id) ?? [];
    return toManagedListing(r, list);
  });
}
