import { eq } from 'drizzle-orm';
import type { ListingTexts, ManagedListing } from '../../../shared/schemas/listings';
import type { Db } from '../../db/client';
import { listings } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { assertCanManageListing } from './listing-photos.service';
import { selectListingRows, toManagedListing } from './listing-rows';
import { findPhotos } from './photo-rows';

/**
 * Replaces a listing's title and description in both languages, with its audit entry, in one
 * transaction. Empty Spanish fields store no translation: Spanish readers then see the English.
 */
export async function replaceListingTexts(
  db: Db,
  actor: Actor,
  listingId: string,
  texts: ListingTexts,
): Promise<ManagedListing> {
  await assertCanManageListing(db, actor, listingId);
  const spanish =
    texts.title.es && texts.description.es
      ? { title: texts.title.es, description: texts.description.es }
      : null;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        title: listings.title,
        description: listings.description,
        spanish: listings.spanish,
      })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for('update');
    await tx
      .update(listings)
      .set({
        title: texts.title.en,
        description: texts.description.en,
        spanish,
        updatedAt: new Date(),
      })
      .where(eq(listings.id, listingId));
    await recordAudit(tx, actor, {
      action: 'listing.texts.update',
      target: `listing:${listingId}`,
      before,
      after: { title: texts.title.en, description: texts.description.en, spanish },
    });
  });
  const [row] = await selectListingRows(db).where(eq(listings.id, listingId));
  const photos = (await findPhotos(db, [listingId])).get(listingId) ?? [];
  return toManagedListing(row!, photos);
}
