import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
import type { StoredFile } from '../../lib/stored-file';

export const NOT_AN_IMAGE = 'Only JPEG, PNG or WebP images are accepted.';
export const UNREADABLE_IMAGE =
  'The photo could not be read: the file may be damaged. Export it again or choose another.';

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

  const dir = listingPhotoDir(dataDir, input.listingId);
  const fileName = `${randomUUID()}.jpg`;
  const files = [
    { name: fileName, bytes: encoded.jpeg },
    ...encoded.webp.map((r) => ({ name: renditionFileName(fileName, r.width), bytes: r.bytes })),
  ];
  const removeFiles = () =>
    Promise.all(files.map((f) => fs.rm(path.join(dir, f.name), { force: true })));
  await fs.mkdir(dir, { recursive: true });
  try {
    for (const file of files)
      await fs.writeFile(path.join(dir, file.name), file.bytes, { flag: 'wx' });
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
    await removeFiles();
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
  dataDir: string,
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
  const filePath = path.join(listingPhotoDir(dataDir, listingId), requested);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat) throw notFound('Photo');
  return {
    path: filePath,
    contentType: rendition ? 'image/webp' : photo.contentType,
    size: stat.size,
  };
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
  const dir = listingPhotoDir(dataDir, listingId);
  await Promise.all(
    photoFileNames(removed).map((name) => fs.rm(path.join(dir, name), { force: true })),
  );
}
