import { randomUUID } from 'node:crypto';
import { and, count, eq, max } from 'drizzle-orm';
import { MAX_PHOTOS_PER_LISTING } from '../../../shared/schemas/listings';
import type { Photo } from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/tables';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { isUuid } from '../../../shared/uuid';
import { detectImageFormat } from './image-info';
import { canManageListing, findListingOwner } from './listings.service';
import { encodePhoto, storedPhotoColumns } from './photo-encoding';
import { photoFileNames, renditionFileName, toPhoto } from './photo-rows';
import type { FileStore } from '../../lib/file-store';
import type { StoredFile } from '../../lib/stored-file';

export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted.';
export const UNREADABLE_IMAGE =
  'The photo could not be read: the file may be damaged. Export it again or choose another.';

/** uploads/listings/<listingId>/: one folder per listing, so removing one is simple. */
function listingPhotoFolder(listingId: string): string {
  return `uploads/listings/${listingId}/`;
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
  files: FileStore,
  actor: Actor,
  input: { listingId: string; bytes: Buffer; altText: string },
): Promise<Photo> {
  if (!detectImageFormat(input.bytes)) throw fieldError('file', NOT_AN_IMAGE);
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
  const encoded = await encodePhoto(input.bytes);
  if (!encoded) throw fieldError('file', UNREADABLE_IMAGE);

  const folder = listingPhotoFolder(input.listingId);
  const fileName = `${randomUUID()}.jpg`;
  const renditions = [
    { key: folder + fileName, bytes: encoded.jpeg },
    ...encoded.webp.map((r) => ({
      key: folder + renditionFileName(fileName, r.width),
      bytes: r.bytes,
    })),
  ];
  try {
    for (const file of renditions) await files.put(file.key, file.bytes);
    // The row is what makes the photo exist; if it cannot be written, the files go too.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listingPhotos)
        .values({
          listingId: input.listingId,
          fileName,
          ...storedPhotoColumns(encoded),
          altText: input.altText,
          sort: existing?.lastSort === null || !existing ? 0 : existing.lastSort + 1,
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'listing.photo.add',
        target: `listing:${input.listingId}`,
        after: { fileName, width: encoded.width, height: encoded.height },
      });
      return toPhoto(row!);
    });
  } catch (err) {
    await files.remove(renditions.map((file) => file.key));
    throw err;
  }
}

const RENDITION = /^([0-9a-f-]{36})-(\d{1,4})w\.webp$/;
const STORED_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

/**
 * The file behind a public photo address, if that photo exists: the JPEG (or an older upload
 * stored as sent) under its own name, or one of its WebP renditions.
 */
export async function findPhotoFile(
  db: Db,
  files: FileStore,
  listingId: string,
  requested: string,
): Promise<StoredFile> {
  const rendition = RENDITION.exec(requested);
  if (!isUuid(listingId) || (!rendition && !STORED_FILE.test(requested))) throw notFound('Photo');
  const fileName = rendition ? `${rendition[1]}.jpg` : requested;
  const [photo] = await db
    .select({ contentType: listingPhotos.contentType, widths: listingPhotos.renditionWidths })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), eq(listingPhotos.fileName, fileName)));
  if (!photo || (rendition && !photo.widths.includes(Number(rendition[2])))) {
    throw notFound('Photo');
  }
  const opened = await files.open(listingPhotoFolder(listingId) + requested);
  if (!opened) throw notFound('Photo');
  return { ...opened, contentType: rendition ? 'image/webp' : photo.contentType };
}

export async function deletePhoto(
  db: Db,
  files: FileStore,
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
  const folder = listingPhotoFolder(listingId);
  await files.remove(photoFileNames(removed).map((name) => folder + name));
}
