import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
import type { StoredFile } from '../../lib/stored-file';

type ImageRow = typeof blogImages.$inferSelect;

export const ALT_TEXT_REQUIRED = 'Describe the image for readers who cannot see it';
const MAX_ALT_TEXT = 200;

/** DATA_DIR/uploads/blog: every blog image and its renditions, named by random UUIDs. */
export function blogImageDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'blog');
}

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
  dataDir: string,
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

  const dir = blogImageDir(dataDir);
  const fileName = `${randomUUID()}.jpg`;
  const files = [
    { name: fileName, bytes: encoded.jpeg },
    ...encoded.webp.map((r) => ({ name: renditionFileName(fileName, r.width), bytes: r.bytes })),
  ];
  await fs.mkdir(dir, { recursive: true });
  try {
    for (const file of files) {
      await fs.writeFile(path.join(dir, file.name), file.bytes, { flag: 'wx' });
    }
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
    await Promise.all(files.map((f) => fs.rm(path.join(dir, f.name), { force: true })));
    throw err;
  }
}

const RENDITION = /^([0-9a-f-]{36})-(\d{1,4})w\.webp$/;
const STORED_FILE = /^[0-9a-f-]{36}\.jpg$/;

/** The file behind a public blog image address, if that image (or rendition) exists. */
export async function findBlogImageFile(
  db: Db,
  dataDir: string,
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
  const filePath = path.join(blogImageDir(dataDir), requested);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat) throw notFound('Image');
  return {
    path: filePath,
    contentType: rendition ? 'image/webp' : image.contentType,
    size: stat.size,
  };
}
