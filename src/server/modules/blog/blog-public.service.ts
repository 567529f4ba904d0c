import { and, arrayOverlaps, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  BLOG_PAGE_SIZE,
  type BlogLanguage,
  type PostDetail,
  type PostList,
  type PostListQuery,
  type PostSummary,
} from '../../../shared/schemas/blog';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/tables';
import { cachedRead } from '../../lib/cached-read';
import { renderPostBody } from './blog-body';
import { findRelations, toPostSummary, type PostRow } from './blog-rows';
import { postOfFormerSlug } from './blog-slugs';

const RELATED_LIMIT = 3;
export const LATEST_LIMIT = 3;

const isPublished = eq(blogPosts.status, 'published');

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function summaries(db: Db, rows: PostRow[]): Promise<PostSummary[]> {
  const relations = await findRelations(db, rows);
  return rows.map((row) => toPostSummary(row, relations));
}

/** Published posts in one language, newest first, filtered by tag and search, a page at a time. */
export async function listPublishedPosts(db: Db, query: PostListQuery): Promise<PostList> {
  const language = query.language ?? 'en';
  const page = query.page ?? 1;
  const conditions: SQL[] = [isPublished, eq(blogPosts.language, language)];
  if (query.tag) conditions.push(sql`${query.tag} = any(${blogPosts.tags})`);
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.excerpt, pattern),
        ilike(blogPosts.bodyMarkdown, pattern),
        sql`exists (select 1 from unnest(${blogPosts.tags}) as post_tag where post_tag ilike ${pattern})`,
      )!,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return {
    items: await summaries(db, rows),
    total: total?.n ?? 0,
    page,
    pageSize: BLOG_PAGE_SIZE,
    tags: await tagCounts(db, language),
  };
}

/** Every tag of the published posts in a language, most used first. */
async function tagCounts(db: Db, language: BlogLanguage) {
  // pg and PGlite both answer a raw query with its rows; pg sends a count as a string.
  const result = (await db.execute(sql`
    select post_tag as tag, count(*) as n
    from ${blogPosts}, unnest(${blogPosts.tags}) as post_tag
    where ${blogPosts.status} = 'published' and ${blogPosts.language} = ${language}
    group by post_tag
    order by count(*) desc, post_tag asc`)) as unknown as {
    rows: { tag: string; n: number | string }[];
  };
  return result.rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}

async function readLatestPosts(db: Db, language: BlogLanguage): Promise<PostSummary[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.language, language)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(LATEST_LIMIT);
  return summaries(db, rows);
}

/**
 * The home page's newest posts in both languages, kept in memory: every drawing of the home page
 * reads them. Dropped on every instance by an editor's write or the publisher's run (app.ts).
 */
export const latestPostsInMemory = cachedRead(
  async (db) => ({ en: await readLatestPosts(db, 'en'), es: await readLatestPosts(db, 'es') }),
  60_000,
);

/** The home page's newest posts in a language. */
export async function latestPosts(db: Db, language: BlogLanguage): Promise<PostSummary[]> {
  return (await latestPostsInMemory.read(db))[language];
}

/** Up to three published posts in the same language sharing the most tags, newest first. */
async function relatedPosts(db: Db, post: PostRow): Promise<PostSummary[]> {
  if (post.tags.length === 0) return [];
  const rows = await db
    .select()
    .from(blogPosts)
    .where(
      and(
        isPublished,
        eq(blogPosts.language, post.language),
        ne(blogPosts.id, post.id),
        arrayOverlaps(blogPosts.tags, post.tags),
      ),
    )
    .orderBy(desc(blogPosts.publishedAt))
    .limit(50);
  const shared = (row: PostRow) => row.tags.filter((t) => post.tags.includes(t)).length;
  const chosen = rows
    .map((row) => ({ row, shared: shared(row) }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        (b.row.publishedAt?.getTime() ?? 0) - (a.row.publishedAt?.getTime() ?? 0),
    )
    .slice(0, RELATED_LIMIT)
    .map((c) => c.row);
  return summaries(db, chosen);
}

/**
 * The published other-language version of a post: the post it translates, or a post that
 * translates it.
 */
export async function findTranslation(db: Db, post: PostRow): Promise<PostRow | null> {
  const link = post.translationOfId
    ? or(eq(blogPosts.id, post.translationOfId), eq(blogPosts.translationOfId, post.id))
    : eq(blogPosts.translationOfId, post.id);
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, ne(blogPosts.language, post.language), link))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(1);
  return row ?? null;
}

export type PostLookup = { post: PostDetail } | { redirectTo: string } | null;

/**
 * A published post by its current slug; asked by its id or a former slug, the slug to redirect
 * to; otherwise (unknown, a draft, scheduled) null.
 */
export async function findPublishedPost(db: Db, slugOrId: string): Promise<PostLookup> {
  const [bySlug] = await db
    .select()
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.slug, slugOrId)));
  if (bySlug) return { post: await toDetail(db, bySlug) };
  const formerOf = await postOfFormerSlug(db, slugOrId);
  const id = isUuid(slugOrId) ? slugOrId : formerOf;
  if (!id) return null;
  const [other] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(isPublished, eq(blogPosts.id, id)));
  return other ? { redirectTo: other.slug } : null;
}

async function toDetail(db: Db, row: PostRow): Promise<PostDetail> {
  const [[summary], translation, related, bodyHtml] = await Promise.all([
    summaries(db, [row]),
    findTranslation(db, row),
    relatedPosts(db, row),
    renderPostBody(db, row.bodyMarkdown),
  ]);
  return {
    ...summary!,
    bodyHtml,
    seoTitle: row.seoTitle || row.title,
    seoDescription: row.seoDescription || row.excerpt,
    updatedAt: row.updatedAt.toISOString(),
    translation: translation
      ? {
          slug: translation.slug,
          language: translation.language as BlogLanguage,
          title: translation.title,
        }
      : null,
    related,
  };
}

/** Every published post, for the sitemap and the feed: newest first. */
export async function allPublishedPosts(db: Db, language?: BlogLanguage): Promise<PostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .where(language ? and(isPublished, eq(blogPosts.language, language)) : isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}
