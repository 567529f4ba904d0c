import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { MAX_MEDIA_BYTES, type MediaStage } from '../../../shared/maintenance-terms';
import type { WorkOrderMedia } from '../../../shared/schemas/maintenance';
import type { Db } from '../../db/client';
import { workOrderMedia } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import type { SigningKey } from '../auth/keys';
import { detectImageFormat } from '../listings/image-info';
import { encodePhoto } from '../listings/photo-encoding';
import { sniffVideo } from './video-sniff';
import type { FileStore } from '../../lib/file-store';
import type { StoredFile } from '../../lib/stored-file';

/** How long a handed-out media link works: a page left open for a working day still shows photos. */
const LINK_SECONDS = 12 * 3600;
const LINK_AUDIENCE = 'work-order-media';
/** Uploads no request or completion claimed within a day are removed. */
const UNCLAIMED_HOURS = 24;

type MediaRow = typeof workOrderMedia.$inferSelect;

/** uploads/work-orders/<mediaId>/: one folder per file and its renditions. */
function mediaFolder(id: string): string {
  return `uploads/work-orders/${id}/`;
}

const NOT_MEDIA = 'Choose a photo (JPEG, PNG or WebP) or a short video (MP4, MOV or WebM).';

/**
 * Stores one upload, claimed by nobody yet: a photo re-encoded as listing photos are (upright, no
 * metadata, responsive widths), a video as sent once its bytes say it is one. The row makes the
 * file exist; if it cannot be written, the files go too.
 */
export async function storeUpload(
  db: Db,
  files: FileStore,
  uploaderId: string,
  bytes: Buffer,
): Promise<MediaRow> {
  const id = randomUUID();
  const folder = mediaFolder(id);
  let renditions: { name: string; bytes: Buffer }[];
  let values: Omit<typeof workOrderMedia.$inferInsert, 'id' | 'uploadedBy'>;
  if (detectImageFormat(bytes)) {
    if (bytes.length > MAX_MEDIA_BYTES.photo) {
      throw fieldError('file', 'The photo is larger than 10 MB. Choose a smaller one.');
    }
    const encoded = await encodePhoto(bytes);
    if (!encoded) throw fieldError('file', 'This photo could not be read. Choose another one.');
    renditions = [
      { name: 'photo.jpg', bytes: encoded.jpeg },
      ...encoded.webp.map((r) => ({ name: `photo-${r.width}w.webp`, bytes: r.bytes })),
    ];
    values = {
      kind: 'photo',
      contentType: 'image/jpeg',
      sizeBytes: encoded.jpeg.length,
      width: encoded.width,
      height: encoded.height,
      renditionWidths: encoded.webp.map((r) => r.width),
    };
  } else {
    const video = sniffVideo(bytes);
    if (!video) throw fieldError('file', NOT_MEDIA);
    renditions = [{ name: 'video', bytes }];
    values = { kind: 'video', contentType: video, sizeBytes: bytes.length, renditionWidths: [] };
  }
  try {
    for (const file of renditions) await files.put(folder + file.name, file.bytes);
    const [row] = await db
      .insert(workOrderMedia)
      .values({ id, uploadedBy: uploaderId, ...values })
      .returning();
    return row!;
  } catch (err) {
    await files.removeUnder(folder);
    throw err;
  }
}

/**
 * Claims the caller's own unclaimed uploads for a work order, inside the caller's transaction.
 * Anything else named (someone else's file, one already used, an unknown id) is refused at the
 * field, so a request is never stored with a file it cannot show.
 */
export async function claimUploads(
  tx: Db,
  input: {
    ids: string[];
    uploaderId: string;
    workOrderId: string;
    stage: MediaStage;
    field: string;
  },
): Promise<void> {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return;
  const claimed = await tx
    .update(workOrderMedia)
    .set({ workOrderId: input.workOrderId, stage: input.stage })
    .where(
      and(
        inArray(workOrderMedia.id, ids),
        eq(workOrderMedia.uploadedBy, input.uploaderId),
        isNull(workOrderMedia.workOrderId),
      ),
    )
    .returning({ id: workOrderMedia.id });
  if (claimed.length !== ids.length) {
    throw fieldError(
      input.field,
      'One of the files is not available any more. Upload it again, then send.',
    );
  }
}

/** A link to one file that works without the bearer token, for a limited time. */
export async function signedMediaUrl(
  key: SigningKey,
  id: string,
  now = new Date(),
): Promise<string> {
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setSubject(id)
    .setAudience(LINK_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(now.getTime() / 1000) + LINK_SECONDS)
    .sign(key.privateKey);
  return `/api/work-orders/media/${id}?t=${token}`;
}

export async function toMedia(key: SigningKey, row: MediaRow): Promise<WorkOrderMedia> {
  return {
    id: row.id,
    kind: row.kind,
    stage: row.stage,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    url: await signedMediaUrl(key, row.id),
    widths: row.renditionWidths,
  };
}

/** True when `token` is a current link for file `id`. */
export async function verifyMediaLink(
  key: SigningKey,
  id: string,
  token: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key.publicKey, { audience: LINK_AUDIENCE });
    return payload.sub === id;
  } catch {
    return false;
  }
}

/** The stored file behind a link: the photo (or one of its widths) or the video. */
export async function findMediaFile(
  db: Db,
  files: FileStore,
  id: string,
  width: number | undefined,
): Promise<StoredFile> {
  const [row] = await db.select().from(workOrderMedia).where(eq(workOrderMedia.id, id));
  if (!row) throw notFound('That file');
  let name = row.kind === 'video' ? 'video' : 'photo.jpg';
  let contentType = row.contentType;
  if (row.kind === 'photo' && width !== undefined) {
    if (!row.renditionWidths.includes(width)) throw notFound('That size of the photo');
    name = `photo-${width}w.webp`;
    contentType = 'image/webp';
  }
  const opened = await files.open(mediaFolder(id) + name);
  if (!opened) throw notFound('That file');
  return { ...opened, contentType };
}

/** Removes uploads nobody claimed within a day (the scheduler calls it); answers how many. */
export async function removeUnclaimedUploads(db: Db, files: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCLAIMED_HOURS * 3_600_000);
  const removed = await db
    .delete(workOrderMedia)
    .where(and(isNull(workOrderMedia.workOrderId), lt(workOrderMedia.createdAt, cutoff)))
    .returning({ id: workOrderMedia.id });
  for (const { id } of removed) await files.removeUnder(mediaFolder(id));
  return removed.length;
}
