import { asc, inArray } from 'drizzle-orm';
import type { Photo } from '../../../shared/schemas/places';
import type { Db } from '../../db/client';
import { listingPhotos } from '../../db/tables';
import { apiColumns } from '../../lib/api-columns';

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

/**
 * A stored photo (a listing's or the blog's) as the API shows it: its URL, the srcset of its
 * renditions, and what it is; `urlOf` says where a file of it is served.
 */
export function photoView(
  row: Pick<
    PhotoRow,
    | 'id'
    | 'fileName'
    | 'renditionWidths'
    | 'contentType'
    | 'sizeBytes'
    | 'width'
    | 'height'
    | 'altText'
  >,
  urlOf: (fileName: string) => string,
) {
  return {
    id: row.id,
    url: urlOf(row.fileName),
    srcset: row.renditionWidths
      .map((w) => `${urlOf(renditionFileName(row.fileName, w))} ${w}w`)
      .join(', '),
    ...apiColumns(row, ['contentType', 'sizeBytes', 'width', 'height', 'altText']),
  };
}

export function toPhoto(row: PhotoRow): Photo {
  return { ...photoView(row, (file) => photoUrl(row.listingId, file)), sort: row.sort };
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
