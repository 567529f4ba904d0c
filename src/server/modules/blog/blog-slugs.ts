import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, blogPostSlugs } from '../../db/tables';
import { AppError } from '../../lib/app-error';

export const SLUG_TAKEN = 'Another post uses this address. Choose another slug.';
export const FORMER_SLUG_TAKEN =
  'Another post used this address before, and old links to it still lead there. Choose another slug.';

/**
 * Taken once per transaction that sets a slug: a slug is unique across the current slugs and the
 * former slugs of every post, two tables whose own keys cannot see each other, so two editors
 * claiming one slug at once are put in a row.
 */
async function lockSlugs(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('blog-slugs'))`);
}

/** 409 with `fields.slug` when the slug is another post's, now or formerly. */
export async function assertSlugFree(tx: Db, slug: string, postId: string | null): Promise<void> {
  await lockSlugs(tx);
  const [current] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      postId ? and(eq(blogPosts.slug, slug), ne(blogPosts.id, postId)) : eq(blogPosts.slug, slug),
    );
  if (current) throw new AppError('conflict', SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } });
  const [former] = await tx
    .select({ postId: blogPostSlugs.postId })
    .from(blogPostSlugs)
    .where(eq(blogPostSlugs.slug, slug));
  if (former && former.postId !== postId) {
    throw new AppError('conflict', FORMER_SLUG_TAKEN, { fields: { slug: FORMER_SLUG_TAKEN } });
  }
}

/**
 * After a post's slug changed from `from` to `to` (checked free): the old address is kept so old
 * links answer with a 301, and a former slug of this post that becomes current again is no longer
 * a former one.
 */
export async function recordSlugChange(
  tx: Db,
  postId: string,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await tx.delete(blogPostSlugs).where(eq(blogPostSlugs.slug, to));
  await tx
    .insert(blogPostSlugs)
    .values({ slug: from, postId })
    .onConflictDoUpdate({ target: blogPostSlugs.slug, set: { postId, createdAt: new Date() } });
}

/** The post a former slug now names, if any. */
export async function postOfFormerSlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ postId: blogPostSlugs.postId })
    .from(blogPostSlugs)
    .where(eq(blogPostSlugs.slug, slug));
  return row?.postId ?? null;
}
