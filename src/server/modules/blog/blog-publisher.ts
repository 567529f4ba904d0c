import { and, asc, eq, lte } from 'drizzle-orm';
import type { BlogLanguage } from '../../../shared/schemas/blog';
import type { AppContext } from '../../context';
import { blogPostRevisions, blogPosts } from '../../db/tables';
import { recordAudit } from '../audit/audit.service';
import {
  insertNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/notifications.service';
import { PUBLIC_CONTENT_CHANGED_EVENT } from '../pages/public-content-changes';
import { postPath } from './blog-feed';
import { snapshotOf } from './blog-rows';

const NOTICE = {
  en: {
    title: 'Your post is published',
    body: (title: string) => `“${title}” is now on the blog, as scheduled.`,
  },
  es: {
    title: 'Tu artículo está publicado',
    body: (title: string) => `“${title}” ya está en el blog, como lo programaste.`,
  },
} as const;

/**
 * Publishes every scheduled post whose time has come, each in its own transaction with its
 * revision, audit entry and a notification to its author; then tells every instance that the
 * public pages changed (the page cache empties). Rows are locked and skipped when another
 * instance holds them, so two schedulers never publish one post twice. Returns the ids published.
 */
export async function publishDuePosts(ctx: AppContext, now: Date): Promise<string[]> {
  const due = await ctx.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishAt, now)))
    .orderBy(asc(blogPosts.publishAt))
    .limit(100);
  const published: string[] = [];
  const notices: NotificationRow[] = [];
  for (const { id } of due) {
    const notice = await ctx.db.transaction(async (tx) => {
      const [post] = await tx
        .select()
        .from(blogPosts)
        .where(
          and(
            eq(blogPosts.id, id),
            eq(blogPosts.status, 'scheduled'),
            lte(blogPosts.publishAt, now),
          ),
        )
        .for('update', { skipLocked: true });
      if (!post) return null;
      const publishedAt = post.publishedAt ?? post.publishAt ?? now;
      const [after] = await tx
        .update(blogPosts)
        .set({
          status: 'published',
          publishAt: null,
          publishedAt,
          version: post.version + 1,
          updatedAt: now,
        })
        .where(eq(blogPosts.id, post.id))
        .returning();
      await tx.insert(blogPostRevisions).values({
        postId: post.id,
        snapshot: snapshotOf(after!),
        reason: 'published',
        authorId: post.authorId,
        createdAt: now,
      });
      await recordAudit(tx, null, {
        action: 'blog.post.scheduled-publish',
        target: `blog-post:${post.id}`,
        before: { status: 'scheduled', publishAt: post.publishAt?.toISOString() ?? null },
        after: { status: 'published', publishedAt: publishedAt.toISOString() },
      });
      const language = post.language as BlogLanguage;
      return insertNotification(
        tx,
        {
          userId: post.authorId,
          title: NOTICE[language].title,
          body: NOTICE[language].body(post.title),
          link: postPath(language, post.slug),
        },
        null,
      );
    });
    if (!notice) continue;
    published.push(id);
    notices.push(notice);
  }
  if (published.length === 0) return published;
  await ctx.bus.publish({ type: 'event', name: PUBLIC_CONTENT_CHANGED_EVENT });
  for (const notice of notices) await publishNotification(ctx, notice);
  return published;
}
