import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BlogImage } from '../../../shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogImages } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { detectImageFormat } from '../listings/image-info';
import { NOT_AN_IMAGE, UNREADABLE_IMAGE } from '../listings/listing-photos.service';
import { encodePhoto, storedPhotoColumns } from '../listings/photo-encoding';
import { photoView, renditionFileName } from '../listings/photo-rows';
import type { FileStore } from '../../lib/file-store';
import type { StoredFile } from '../../lib/stored-file';

type ImageRow = typeof blogImages.$inferSelect;

export const ALT_TEXT_REQUIRED = 'Describe the image for readers who cannot see it';
const MAX_ALT_TEXT = 200;

/** uploads/blog/: every blog image and its renditions, named by random UUIDs. */
const BLOG_FOLDER = 'uploads/blog/';

/** Where the server answers a stored blog image (blog-admin.routes.ts). */
export function blogImageUrl(fileName: string): string {
  return `/uploads/blog/${fileName}`;
}

export function toBlogImage(row: ImageRow): BlogImage {
  return { ...photoView(row, blogImageUrl), sort: 0 };
}

export async function findBlogImages(db: Db, ids: string[]): Promise<Map<string, BlogImage>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(blogImages).where(inArray(blogImages.id, unique));
  return new Map(rows.map((row) => [row.id, toBlogImage(row)]));
}

export async function blogImageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogImages.id })
    .from(blogImages)
    .where(eq(blogImages.id, id));
  return row !== undefined;
}

/**
 * Stores an uploaded image the way listing photos are: recognised by its bytes, decoded and
 * written again (upright, without metadata) as WebP renditions and a JPEG, then recorded. Alt
 * text is required: every image on the blog is described.
 */
export async function saveBlogImage(
  db: Db,
  files: FileStore,
  actor: Actor,
  input: { bytes: Buffer; altText: string },
): Promise<BlogImage> {
  const altText = input.altText.trim();
  if (!altText) throw fieldError('altText', ALT_TEXT_REQUIRED);
  if (altText.length > MAX_ALT_TEXT) {
    throw fieldError('altText', `Keep it to ${MAX_ALT_TEXT} characters or fewer`);
  }
  if (!detectImageFormat(input.bytes)) throw fieldError('file', NOT_AN_IMAGE);
  const encoded = await encodePhoto(input.bytes);
  if (!encoded) throw fieldError('file', UNREADABLE_IMAGE);

  const fileName = `${randomUUID()}.jpg`;
  const renditions = [
    { name: fileName, bytes: encoded.jpeg },
    ...encoded.webp.map((r) => ({ name: renditionFileName(fileName, r.width), bytes: r.bytes })),
  ];
  const keys = renditions.map((file) => BLOG_FOLDER + file.name);
  try {
    for (const [i, file] of renditions.entries()) await files.put(keys[i]!, file.bytes);
    // The row is what makes the image exist; if it cannot be written, the files go too.
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogImages)
        .values({
          fileName,
          ...storedPhotoColumns(encoded),
          altText,
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'blog.image.add',
        target: `blog-image:${row!.id}`,
        after: { fileName, width: encoded.width, height: encoded.height, altText },
      });
      return toBlogImage(row!);
    });
  } catch (err) {
    await files.remove(keys);
    throw err;
  }
}

const RENDITION = /^([0-9a-f-]{36})-(\d{1,4})w\.webp$/;
const STORED_FILE = /^[0-9a-f-]{36}\.jpg$/;

/** The file behind a public blog image address, if that image (or rendition) exists. */
export async function findBlogImageFile(
  db: Db,
  files: FileStore,
  requested: string,
): Promise<StoredFile> {
  const rendition = RENDITION.exec(requested);
  if (!rendition && !STORED_FILE.test(requested)) throw notFound('Image');
  const fileName = rendition ? `${rendition[1]}.jpg` : requested;
  const [image] = await db
    .select({ contentType: blogImages.contentType, widths: blogImages.renditionWidths })
    .from(blogImages)
    .where(eq(blogImages.fileName, fileName));
  if (!image || (rendition && !image.widths.includes(Number(rendition[2])))) {
    throw notFound('Image');
  }
  const opened = await files.open(BLOG_FOLDER + requested);
  if (!opened) throw notFound('Image');
  return { ...opened, contentType: rendition ? 'image/webp' : image.contentType };
}
