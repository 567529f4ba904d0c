import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamps, timestampTz, uploadedMedia } from '../columns';
import { userRef, users } from './identity';

/**
 * An uploaded blog image (a cover or a picture in a body), re-encoded like listing photos and
 * stored under DATA_DIR/uploads/blog/ (docs/blog.md). Alt text is required at upload.
 */
export const blogImages = pgTable('blog_images', {
  id: id(),
  fileName: text('file_name').notNull().unique(),
  ...uploadedMedia(),
  altText: text('alt_text').notNull(),
  uploadedBy: userRef('uploaded_by'),
  createdAt: createdAt(),
});

/**
 * A blog post. `slug` is its current address; the addresses it had before live in
 * blog_post_slugs so old links still answer (301). A slug is unique across both tables: the
 * service checks it under a lock, and each table's own unique key backs it.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    language: text('language').notNull().default('en'),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull().default(''),
    /** The post this one translates (in the other language). */
    translationOfId: ref('translation_of_id', (): AnyPgColumn => blogPosts.id, 'set null'),
    tags: text('tags').array().notNull().default([]),
    coverImageId: ref('cover_image_id', () => blogImages.id, 'set null'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    status: text('status').notNull().default('draft'),
    /** When a scheduled post is due (UTC). */
    publishAt: timestampTz('publish_at'),
    /** When it was first published; kept through an unpublish so a republish keeps its date. */
    publishedAt: timestampTz('published_at'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    /** Raised by every save: a save naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('blog_posts_language_check', sql`${t.language} in ('en', 'es')`),
    check(
      'blog_posts_schedule_check',
      sql`${t.status} <> 'scheduled' or ${t.publishAt} is not null`,
    ),
    index('blog_posts_published_idx')
      .on(t.language, t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('blog_posts_due_idx')
      .on(t.publishAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('blog_posts_translation_idx').on(t.translationOfId),
  ],
);

/** Former slugs of a post: asked for one, the blog answers a 301 to the current slug. */
export const blogPostSlugs = pgTable(
  'blog_post_slugs',
  {
    slug: text('slug').primaryKey(),
    postId: ref('post_id', () => blogPosts.id, 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blog_post_slugs_post_idx').on(t.postId)],
);

/** What a post said at a manual save, a publish, a schedule, an unpublish or a restore. */
export const blogPostRevisions = pgTable(
  'blog_post_revisions',
  {
    id: id(),
    postId: ref('post_id', () => blogPosts.id, 'cascade').notNull(),
    /** The editable fields (PostInput) as they were. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    authorId: userRef('author_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'blog_post_revisions_reason_check',
      sql`${t.reason} in ('saved', 'published', 'scheduled', 'unpublished', 'restored')`,
    ),
    index('blog_post_revisions_post_idx').on(t.postId, t.createdAt),
  ],
);
