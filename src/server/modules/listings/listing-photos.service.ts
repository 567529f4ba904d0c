import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, max } from 'drizzle-orm';
import { MAX_PHOTOS_PER_LISTING } from '../../../shared/schemas/listings';
import type { Photo } from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/tables';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../../../shared/uuid';
import { detectImage } from './image-info';
import { canManageListing, findListingOwner } from './listings.service';
import { toPhoto } from './photo-rows';

export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted.';

/** DATA_DIR/uploads/listings/<listingId>: one folder per listing, so removing one is simple. */
export function listingPhotoDir(dataDir: string, listingId: string): string {
  return path.join(dataDir, 'uploads', 'listings', listingId);
}

/** 404 for a listing that does not exist, 403 for one the actor may not change. */
export async function assertCanManageListing(db: Db, actor: Actor, listingId: string) {
  const ownerId = await findListingOwner(db, listingId);
  if (!ownerId) throw notFound('Listing');
  if (!canManageListing(actor, ownerId)) {
    throw forbidden('Only the owner of this property or an administrator can change its photos.');
  }
}

export async function savePhoto(
  db: Db,
  dataDir: string,
  actor: Actor,
  input: { listingId: string; bytes: Buffer; altText: string },
): Promise<Photo> {
  const image = detectImage(input.bytes);
  if (!image) throw fieldError('file', NOT_AN_IMAGE);
  const [existing] = await db
    .select({ n: count(), lastSort: max(listingPhotos.sort) })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, input.listingId));
  if ((existing?.n ?? 0) >= MAX_PHOTOS_PER_LISTING) {
    throw new AppError(
      'conflict',
      `A listing can have at most ${MAX_PHOTOS_PER_LISTING} photos. Remove one first.`,
    );
  }
  const dir = listingPhotoDir(dataDir, input.listingId);
  const fileName = `${randomUUID()}.${image.extension}`;
  const filePath = path.join(dir, fileName);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(filePath, input.bytes, { flag: 'wx' });
  try {
    // The row is what makes the photo exist; if it cannot be written, the file goes too.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listingPhotos)
        .values({
          listingId: input.listingId,
          fileName,
          contentType: image.contentType,
          sizeBytes: input.bytes.length,
          width: image.width,
          height: image.height,
          altText: input.altText,
          sort: existing?.lastSort === null || !existing ? 0 : existing.lastSort + 1,
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'listing.photo.add',
        target: `listing:${input.listingId}`,
        after: { fileName, contentType: image.contentType, sizeBytes: input.bytes.length },
      });
      return toPhoto(row!);
    });
  } catch (err) {
    await fs.rm(filePath, { force: true });
    throw err;
  }
}

export async function deletePhoto(
  db: Db,
  dataDir: string,
  actor: Actor,
  listingId: string,
  photoId: string,
): Promise<void> {
  if (!isUuid(photoId)) throw notFound('Photo');
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(listingPhotos)
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
      .returning();
    if (!row) throw notFound('Photo');
    await recordAudit(tx, actor, {
      action: 'listing.photo.remove',
      target: `listing:${listingId}`,
      before: { fileName: row.fileName },
    });
    return row;
  });
  // After the commit: a file left behind by a crash here is harmless, a missing file is not.
  await fs.rm(path.join(listingPhotoDir(dataDir, listingId), removed.fileName), { force: true });
}
