import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type {
  AdminPost,
  AdminPostSummary,
  BlogLanguage,
  PostInput,
  PostRevision,
  PostSave,
  PostStatus,
} from '../../../shared/schemas/blog';
import { isUuid } from '../../../shared/uuid';
import type { Db } from '../../db/client';
import { blogPostRevisions, blogPosts, users } from '../../db/tables';
import { AppError, fieldError, notFound, validationError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { blogImageExists } from './blog-images';
import { findRelations, snapshotOf, toAdminPost, toAdminSummary, type PostRow } from './blog-rows';
import { assertSlugFree, recordSlugChange } from './blog-slugs';

type RevisionReason = PostRevision['reason'];

export const STALE_VERSION =
  'This post was changed in another window or by someone else. Reload it to see the latest version before saving.';
export const PUBLISH_AT_PAST = 'Choose a date and time in the future';

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminPostQuery {
  status?: PostStatus;
  language?: BlogLanguage;
  q?: string;
}

/** Every post, newest change first, for the blog admin's table. */
export async function listAdminPosts(db: Db, query: AdminPostQuery): Promise<AdminPostSummary[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(blogPosts.status, query.status));
  if (query.language) conditions.push(eq(blogPosts.language, query.language));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(blogPosts.title, pattern),
        ilike(blogPosts.slug, pattern),
        ilike(blogPosts.excerpt, pattern),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(blogPosts)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.createdAt))
    .limit(500);
  const relations = await findRelations(db, rows);
  return rows.map((row) => toAdminSummary(row, relations));
}

async function loadPost(db: Db, id: string, lock = false): Promise<PostRow> {
  if (!isUuid(id)) throw notFound('Post');
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Post');
  return row;
}

async function answer(db: Db, row: PostRow): Promise<AdminPost> {
  return toAdminPost(row, await findRelations(db, [row]));
}

export async function readAdminPost(db: Db, id: string): Promise<AdminPost> {
  return answer(db, await loadPost(db, id));
}

/** The same tag written twice, in any case, is kept once, as first written. */
function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What the schema cannot check alone: the post it translates exists, is another post and is in
 * the other language; the cover was uploaded. Then the slug, last, under its lock (409).
 */
async function checkInput(tx: Db, input: PostInput, postId: string | null): Promise<void> {
  const refused: Record<string, string> = {};
  if (input.translationOfId) {
    const [original] = await tx
      .select({ id: blogPosts.id, language: blogPosts.language })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.translationOfId));
    if (!original || original.id === postId) {
      refused.translationOfId = 'Choose another post from the list';
    } else if (original.language === input.language) {
      refused.translationOfId = 'A translation is of a post in the other language';
    }
  }
  if (input.coverImageId && !(await blogImageExists(tx, input.coverImageId))) {
    refused.coverImageId = 'Upload the cover image again';
  }
  if (Object.keys(refused).length > 0) throw validationError(refused);
  await assertSlugFree(tx, input.slug, postId);
}

const fieldsOf = (input: PostInput) => ({
  title: input.title,
  slug: input.slug,
  excerpt: input.excerpt,
  bodyMarkdown: input.bodyMarkdown,
  language: input.language,
  translationOfId: input.translationOfId,
  tags: cleanTags(input.tags),
  coverImageId: input.coverImageId,
  seoTitle: input.seoTitle,
  seoDescription: input.seoDescription,
});

async function keepRevision(tx: Db, actor: Actor, row: PostRow, reason: RevisionReason) {
  await tx.insert(blogPostRevisions).values({
    postId: row.id,
    snapshot: snapshotOf(row),
    reason,
    authorId: actor.id,
    createdAt: new Date(),
  });
}

/** A new draft written by the caller; its first manual save is its first revision. */
export async function createPost(db: Db, actor: Actor, input: PostInput): Promise<AdminPost> {
  const row = await db.transaction(async (tx) => {
    await checkInput(tx, input, null);
    const now = new Date();
    const [created] = await tx
      .insert(blogPosts)
      .values({
        ...fieldsOf(input),
        status: 'draft',
        authorId: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await keepRevision(tx, actor, created!, 'saved');
    await recordAudit(tx, actor, {
      action: 'blog.post.create',
      target: `blog-post:${created!.id}`,
      after: { slug: created!.slug, title: created!.title, language: created!.language },
    });
    return created!;
  });
  return answer(db, row);
}

type StatusChange =
  { kind: 'save' } | { kind: 'publish'; now: Date } | { kind: 'schedule'; publishAt: Date };

/**
 * One save, with what it does to the status, in one transaction: the version the editor loaded
 * must still be the post's (409 otherwise), the slug must be free (409 `fields.slug`), a changed
 * slug keeps the old one for redirects, and a revision is kept unless it is an autosave.
 */
async function writePost(
  db: Db,
  actor: Actor,
  id: string,
  input: PostSave,
  change: StatusChange,
): Promise<AdminPost> {
  const row = await db.transaction(async (tx) => {
    const before = await loadPost(tx, id, true);
    if (input.version !== before.version) throw new AppError('conflict', STALE_VERSION);
    await checkInput(tx, input, before.id);
    const now = new Date();
    const status: Partial<typeof blogPosts.$inferInsert> =
      change.kind === 'publish'
        ? { status: 'published', publishAt: null, publishedAt: before.publishedAt ?? change.now }
        : change.kind === 'schedule'
          ? { status: 'scheduled', publishAt: change.publishAt }
          : {};
    const [after] = await tx
      .update(blogPosts)
      .set({ ...fieldsOf(input), ...status, version: before.version + 1, updatedAt: now })
      .where(eq(blogPosts.id, before.id))
      .returning();
    await recordSlugChange(tx, before.id, before.slug, after!.slug);
    const reason: RevisionReason | null =
      change.kind === 'publish'
        ? 'published'
        : change.kind === 'schedule'
          ? 'scheduled'
          : input.autosave
            ? null
            : 'saved';
    if (reason) {
      await keepRevision(tx, actor, after!, reason);
      await recordAudit(tx, actor, {
        action: `blog.post.${change.kind}`,
        target: `blog-post:${before.id}`,
        before: { slug: before.slug, status: before.status, version: before.version },
        after: {
          slug: after!.slug,
          status: after!.status,
          version: after!.version,
          publishAt: after!.publishAt?.toISOString() ?? null,
        },
      });
    }
    return after!;
  });
  return answer(db, row);
}

export function savePost(db: Db, actor: Actor, id: string, input: PostSave): Promise<AdminPost> {
  return writePost(db, actor, id, input, { kind: 'save' });
}

export function publishPost(
  db: Db,
  actor: Actor,
  id: string,
  input: PostSave,
  now = new Date(),
): Promise<AdminPost> {
  return writePost(db, actor, id, { ...input, autosave: false }, { kind: 'publish', now });
}

/** Saves, then leaves the post for the scheduler to publish at `publishAt` (400 if not ahead). */
export function schedulePost(
  db: Db,
  actor: Actor,
  id: string,
  input: PostSave & { publishAt: string },
  now = new Date(),
): Promise<AdminPost> {
  const publishAt = new Date(input.publishAt);
  if (!(publishAt.getTime() > now.getTime())) throw fieldError('publishAt', PUBLISH_AT_PAST);
  return writePost(db, actor, id, { ...input, autosave: false }, { kind: 'schedule', publishAt });
}

/** Back to a draft: off the blog (and off the schedule). Its first publication date is kept. */
export async function unpublishPost(db: Db, actor: Actor, id: string): Promise<AdminPost> {
  const row = await db.transaction(async (tx) => {
    const before = await loadPost(tx, id, true);
    if (before.status === 'draft') {
      throw new AppError('conflict', 'This post is a draft already: it is not on the blog.');
    }
    const [after] = await tx
      .update(blogPosts)
      .set({
        status: 'draft',
        publishAt: null,
        version: before.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, before.id))
      .returning();
    await keepRevision(tx, actor, after!, 'unpublished');
    await recordAudit(tx, actor, {
      action: 'blog.post.unpublish',
      target: `blog-post:${before.id}`,
      before: { status: before.status },
      after: { status: 'draft' },
    });
    return after!;
  });
  return answer(db, row);
}

/** Only a draft that was never published goes: a published address must not start answering 404. */
export async function deletePost(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadPost(tx, id, true);
    if (before.status !== 'draft') {
      throw new AppError('conflict', 'Only a draft can be deleted. Unpublish the post first.');
    }
    if (before.publishedAt) {
      throw new AppError(
        'conflict',
        'This post was published before and links to it may exist: keep it as a draft instead.',
      );
    }
    await tx.delete(blogPosts).where(eq(blogPosts.id, before.id));
    await recordAudit(tx, actor, {
      action: 'blog.post.delete',
      target: `blog-post:${before.id}`,
      before: { slug: before.slug, title: before.title },
    });
  });
}

/** Newest first. */
export async function listRevisions(db: Db, postId: string): Promise<PostRevision[]> {
  await loadPost(db, postId);
  const rows = await db
    .select({
      id: blogPostRevisions.id,
      createdAt: blogPostRevisions.createdAt,
      reason: blogPostRevisions.reason,
      snapshot: blogPostRevisions.snapshot,
      authorId: blogPostRevisions.authorId,
      authorName: users.name,
    })
    .from(blogPostRevisions)
    .leftJoin(users, eq(users.id, blogPostRevisions.authorId))
    .where(eq(blogPostRevisions.postId, postId))
    .orderBy(desc(blogPostRevisions.createdAt));
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    author: { id: r.authorId ?? '', name: r.authorName ?? '' },
    title: typeof r.snapshot.title === 'string' ? r.snapshot.title : '',
    reason: r.reason as RevisionReason,
  }));
}

/**
 * Puts a revision's text back as the post's current one (its status stays), as a new version and
 * a new revision, so the restore itself can be undone. A slug another post took since is a 409.
 */
export async function restoreRevision(
  db: Db,
  actor: Actor,
  postId: string,
  revisionId: string,
): Promise<AdminPost> {
  if (!isUuid(revisionId)) throw notFound('Revision');
  const row = await db.transaction(async (tx) => {
    const before = await loadPost(tx, postId, true);
    const [revision] = await tx
      .select()
      .from(blogPostRevisions)
      .where(and(eq(blogPostRevisions.id, revisionId), eq(blogPostRevisions.postId, postId)));
    if (!revision) throw notFound('Revision');
    const kept = { ...snapshotOf(before), ...(revision.snapshot as Partial<PostInput>) };
    // What the revision named may be gone since (a deleted translation, a missing cover).
    if (kept.translationOfId) {
      const [original] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(eq(blogPosts.id, kept.translationOfId));
      if (!original) kept.translationOfId = null;
    }
    if (kept.coverImageId && !(await blogImageExists(tx, kept.coverImageId))) {
      kept.coverImageId = null;
    }
    await assertSlugFree(tx, kept.slug, before.id);
    const [after] = await tx
      .update(blogPosts)
      .set({ ...fieldsOf(kept), version: before.version + 1, updatedAt: new Date() })
      .where(eq(blogPosts.id, before.id))
      .returning();
    await recordSlugChange(tx, before.id, before.slug, after!.slug);
    await keepRevision(tx, actor, after!, 'restored');
    await recordAudit(tx, actor, {
      action: 'blog.post.restore',
      target: `blog-post:${before.id}`,
      before: { version: before.version },
      after: { version: after!.version, revisionId },
    });
    return after!;
  });
  return answer(db, row);
}
