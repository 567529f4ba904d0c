import type { Db } from '../client';
import { blogPostRevisions, blogPosts } from '../tables';
import { DEMO_BLOG_POSTS } from './demo-blog-posts';

const DAY_MS = 86_400_000;

/** A seed-relative instant on the hour, so the demo's dates read naturally (9:00, not 9:17:43). */
function daysFrom(now: Date, days: number): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCMinutes(0, 0, 0);
  return at;
}

/**
 * The demo blog (demo-blog-posts.ts): six published posts spread over the last five months, two
 * of them in Spanish (one the translation of the hurricane guide), a draft and a post scheduled
 * ten days ahead. Covers are left empty: the blog draws its designed fallback for a post without
 * one. Each post has the revision its last save would have kept.
 */
export async function seedDemoBlog(db: Db, userIds: Map<string, string>): Promise<void> {
  const now = new Date();
  const ids = new Map<string, string>();
  for (const post of DEMO_BLOG_POSTS) {
    const authorId = userIds.get(post.authorEmail);
    if (!authorId) throw new Error(`demo blog: no demo account ${post.authorEmail}`);
    const at = daysFrom(now, post.days);
    const edited = post.status === 'scheduled' ? daysFrom(now, -1) : at;
    const [row] = await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        language: post.language,
        title: post.title,
        excerpt: post.excerpt,
        bodyMarkdown: post.body,
        translationOfId: post.translationOf ? (ids.get(post.translationOf) ?? null) : null,
        tags: post.tags,
        seoTitle: post.seoTitle ?? '',
        seoDescription: post.seoDescription ?? '',
        status: post.status,
        publishAt: post.status === 'scheduled' ? at : null,
        publishedAt: post.status === 'published' ? at : null,
        authorId,
        createdAt: new Date(edited.getTime() - 3 * DAY_MS),
        updatedAt: edited,
      })
      .returning();
    ids.set(post.key, row!.id);
    await db.insert(blogPostRevisions).values({
      postId: row!.id,
      snapshot: {
        title: row!.title,
        slug: row!.slug,
        excerpt: row!.excerpt,
        bodyMarkdown: row!.bodyMarkdown,
        language: row!.language,
        translationOfId: row!.translationOfId,
        tags: row!.tags,
        coverImageId: null,
        seoTitle: row!.seoTitle,
        seoDescription: row!.seoDescription,
      },
      reason: post.status === 'draft' ? 'saved' : post.status,
      authorId,
      createdAt: edited,
    });
  }
}
