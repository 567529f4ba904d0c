import { asc, inArray } from 'drizzle-orm';
import type { Photo } from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/tables';

type PhotoRow = typeof listingPhotos.$inferSelect;

/** Where the server answers a stored photo (see listing-photos.routes.ts). */
export function photoUrl(listingId: string, fileName: string): string {
  return `/uploads/listings/${listingId}/${fileName}`;
}

/** `<base>.jpg` → `<base>-960w.webp`: the renditions live beside the JPEG and share its name. */
export function renditionFileName(jpegFileName: string, width: number): string {
  return `${jpegFileName.replace(/\.jpg$/, '')}-${width}w.webp`;
}

/** Every file a photo occupies on disk. */
export function photoFileNames(row: Pick<PhotoRow, 'fileName' | 'renditionWidths'>): string[] {
  return [row.fileName, ...row.renditionWidths.map((w) => renditionFileName(row.fileName, w))];
}

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    url: photoUrl(row.listingId, row.fileName),
    srcset: row.renditionWidths
      .map((w) => `${photoUrl(row.listingId, renditionFileName(row.fileName, w))} ${w}w`)
      .join(', '),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    width: row.width,
    height: row.height,
    altText: row.altText,
    sort: row.sort,
  };
}

/** Photos of several listings, each list in display order. */
export async function findPhotos(db: Db, listingIds: string[]): Promise<Map<string, Photo[]>> {
  const result = new Map<string, Photo[]>(listingIds.map((id) => [id, []]));
  if (listingIds.length === 0) return result;
  const rows = await db
    .select()
    .from(listingPhotos)
    .where(inArray(listingPhotos.listingId, listingIds))
    .orderBy(asc(listingPhotos.sort), asc(listingPhotos.createdAt));
  for (const row of rows) result.get(row.listingId)?.push(toPhoto(row));
  return result;
}
