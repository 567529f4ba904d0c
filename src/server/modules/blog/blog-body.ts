import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogImages } from '../../db/tables';
import { renderMarkdown } from '../../lib/markdown';
import { toBlogImage } from './blog-images';

/** An uploaded blog image as the sanitiser leaves it: `<img src="/uploads/blog/<uuid>.jpg" …`. */
const UPLOADED_IMG = /<img src="\/uploads\/blog\/([0-9a-f-]{36}\.jpg)"/g;

/** The body's column is at most this wide on a large screen; the browser picks a rendition. */
const BODY_SIZES = '(min-width: 800px) 720px, 100vw';

/**
 * A post's body as the page, the preview and the feed show it: rendered and sanitised by
 * `renderMarkdown`, then each uploaded blog image given its size (no layout shift while it loads)
 * and its WebP renditions. Only the server's own numbers and addresses are added, after the
 * sanitiser, to an element it has already kept.
 */
export async function renderPostBody(db: Db, markdown: string): Promise<string> {
  const html = renderMarkdown(markdown);
  const fileNames = [...html.matchAll(UPLOADED_IMG)].map((m) => m[1]!);
  if (fileNames.length === 0) return html;
  const rows = await db
    .select()
    .from(blogImages)
    .where(inArray(blogImages.fileName, [...new Set(fileNames)]));
  const byFile = new Map(rows.map((row) => [row.fileName, toBlogImage(row)]));
  return html.replace(UPLOADED_IMG, (whole, fileName: string) => {
    const image = byFile.get(fileName);
    if (!image) return whole;
    const size =
      image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
    const srcset = image.srcset ? ` srcset="${image.srcset}" sizes="${BODY_SIZES}"` : '';
    return `${whole}${size}${srcset}`;
  });
}
