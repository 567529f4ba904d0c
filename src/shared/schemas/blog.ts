import { z } from 'zod';
import { PhotoSchema, SlugSchema } from './places';

/**
 * The company blog: `/blog`, `/blog/{slug}`, `/blog/rss.xml`, and the staff's editor under
 * `/blog-admin` (docs/blog.md). A post is written in one language and may be the translation of
 * another post; the language switch moves between the two.
 */

export const BLOG_LANGUAGES = ['en', 'es'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

/** draft: only staff see it; scheduled: published by the scheduler at `publishAt`; published. */
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const BLOG_PAGE_SIZE = 9;
export const MAX_TAGS = 8;
/** Search engines cut titles and descriptions past these lengths: the editor counts against them. */
export const SEO_TITLE_GUIDE = 60;
export const SEO_DESCRIPTION_GUIDE = 160;

export const BlogLanguageSchema = z.enum(BLOG_LANGUAGES, { error: 'Choose English or Spanish' });

/** A cover or a body image: a photo re-encoded into responsive WebP renditions plus a JPEG. */
export const BlogImageSchema = PhotoSchema;
export type BlogImage = z.infer<typeof BlogImageSchema>;

export const BlogAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A line about the author for the author card ("Property manager, Fort Lauderdale"). */
  title: z.string(),
});
export type BlogAuthor = z.infer<typeof BlogAuthorSchema>;

/** The other-language version of a post, when one is published. */
export const PostTranslationRefSchema = z.object({
  slug: z.string(),
  language: BlogLanguageSchema,
  title: z.string(),
});

/** A published post as the public list and the home page show it. */
export const PostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: BlogLanguageSchema,
  title: z.string(),
  excerpt: z.string(),
  cover: BlogImageSchema.nullable(),
  tags: z.array(z.string()),
  author: BlogAuthorSchema,
  /** ISO instant (UTC). */
  publishedAt: z.string(),
  /** Minutes at 225 words a minute, at least 1. */
  readingMinutes: z.number().int(),
});
export type PostSummary = z.infer<typeof PostSummarySchema>;

/** GET /api/blog/posts?tag=&q=&page=&language= */
export const PostListQuerySchema = z.object({
  tag: z.string().trim().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).optional(),
  language: BlogLanguageSchema.optional(),
});
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

export const PostListSchema = z.object({
  items: z.array(PostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every tag of the published posts in the language asked for, most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type PostList = z.infer<typeof PostListSchema>;

/**
 * GET /api/blog/posts/{slugOrId}: the post by its current slug. Asked by an id or a former slug,
 * the answer is `{ redirectTo: currentSlug }` (the page then answers 301); unknown or not
 * published, 404.
 */
export const PostDetailSchema = PostSummarySchema.extend({
  /** The body rendered and sanitised on the server (src/server/lib/markdown.ts). */
  bodyHtml: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** ISO instant of the last published change. */
  updatedAt: z.string(),
  translation: PostTranslationRefSchema.nullable(),
  /** Up to three published posts in the same language sharing the most tags, newest first. */
  related: z.array(PostSummarySchema),
});
export type PostDetail = z.infer<typeof PostDetailSchema>;

export const PostRedirectSchema = z.object({ redirectTo: z.string() });

// ---- Blog admin (access: write:blog:any, held by admins and by accounts marked blog editors) ----

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `Keep it to ${max} characters or fewer`);

/** What the editor saves: the same shape for a draft, an autosave, a schedule and a publish. */
export const PostInputSchema = z.object({
  title: text(160, 'Enter a title'),
  // Empty first: "Use lowercase letters…" says nothing to someone who left the field blank.
  slug: z
    .string()
    .min(1, 'Enter the address (slug)')
    .min(3, 'Use at least 3 characters')
    .pipe(SlugSchema),
  excerpt: text(300, 'Enter a short excerpt for the list and the feed'),
  bodyMarkdown: z.string().max(100_000, 'The body is over 100,000 characters'),
  language: BlogLanguageSchema,
  /** The post this one translates (in the other language), or null. */
  translationOfId: z.uuid('Choose a post from the list').nullable(),
  tags: z
    .array(z.string().trim().min(1).max(40, 'Keep a tag to 40 characters or fewer'))
    .max(MAX_TAGS, `Use at most ${MAX_TAGS} tags`),
  /** An uploaded blog image's id, or null for no cover. */
  coverImageId: z.uuid('Upload a cover image').nullable(),
  /** Empty: the title and excerpt are used. */
  seoTitle: z.string().trim().max(120, 'Keep it to 120 characters or fewer'),
  seoDescription: z.string().trim().max(300, 'Keep it to 300 characters or fewer'),
});
export type PostInput = z.infer<typeof PostInputSchema>;

/** PUT /api/blog-admin/posts/{id}: the version the editor loaded, so a stale save gets 409. */
export const PostSaveSchema = PostInputSchema.extend({
  version: z.number().int().min(1),
  /** true for the editor's autosave: kept as the draft, but not as a new revision. */
  autosave: z.boolean().optional(),
});
export type PostSave = z.infer<typeof PostSaveSchema>;

/** POST /api/blog-admin/posts/{id}/schedule: a future instant (ISO, UTC). */
export const PostScheduleSchema = z.object({
  publishAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
});

export const AdminPostSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  language: BlogLanguageSchema,
  author: z.object({ id: z.string(), name: z.string() }),
  /** ISO instants (UTC). */
  updatedAt: z.string(),
  publishAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type AdminPostSummary = z.infer<typeof AdminPostSummarySchema>;

export const AdminPostSchema = AdminPostSummarySchema.extend({
  excerpt: z.string(),
  bodyMarkdown: z.string(),
  translationOfId: z.string().nullable(),
  tags: z.array(z.string()),
  cover: BlogImageSchema.nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Raised by every save; a save naming an older one is refused with 409. */
  version: z.number().int(),
});
export type AdminPost = z.infer<typeof AdminPostSchema>;

export const PostRevisionSchema = z.object({
  id: z.string(),
  /** ISO instant (UTC). */
  createdAt: z.string(),
  author: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  /** Why the revision was kept: a manual save, a publish, a schedule, an unpublish, a restore. */
  reason: z.enum(['saved', 'published', 'scheduled', 'unpublished', 'restored']),
});
export type PostRevision = z.infer<typeof PostRevisionSchema>;

/** POST /api/blog-admin/preview: the body as the post page will show it. */
export const PreviewInputSchema = z.object({ bodyMarkdown: z.string().max(100_000) });
export const PreviewSchema = z.object({ html: z.string() });

/** PATCH /api/admin/users/{id}/blog-editor (write:users:any; audited). */
export const BlogEditorSwitchSchema = z.object({ isBlogEditor: z.boolean() });
