import { inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import type {
  AdminPost,
  AdminPostSummary,
  BlogAuthor,
  BlogImage,
  BlogLanguage,
  PostInput,
  PostStatus,
  PostSummary,
} from '../../../shared/schemas/blog';
import type { Db } from '../../db/client';
import { blogPosts, teamMembers, users } from '../../db/tables';
import { findBlogImages } from './blog-images';
import { apiColumns } from '../../lib/api-columns';

export type PostRow = typeof blogPosts.$inferSelect;

const WORDS_PER_MINUTE = 225;

/** Minutes at 225 words a minute, at least 1 (markdown marks are not words). */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`|~[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The line under an author's name when they are not on the team page. */
const ROLE_TITLES: Partial<Record<Role, Record<BlogLanguage, string>>> = {
  admin: { en: 'Property management team', es: 'Equipo de administración de propiedades' },
  sb: { en: 'Sales broker', es: 'Corredor de ventas' },
  mt: { en: 'Maintenance team', es: 'Equipo de mantenimiento' },
};
const CONTRIBUTOR = { en: 'Contributor', es: 'Colaborador' } as const;

export interface AuthorRecord {
  id: string;
  name: string;
  /** The author card's line in each language: their title on the team page, or their role's. */
  titles: Record<BlogLanguage, string>;
}

/** The authors of some posts, with the line the author card shows under their name. */
export async function findAuthors(db: Db, ids: string[]): Promise<Map<string, AuthorRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(inArray(users.id, unique));
  const team = await db
    .select({ name: teamMembers.name, title: teamMembers.title })
    .from(teamMembers)
    .where(
      inArray(
        teamMembers.name,
        rows.map((r) => r.name),
      ),
    );
  const teamTitle = new Map(team.map((t) => [t.name, t.title]));
  return new Map(
    rows.map((row) => {
      const fromTeam = teamTitle.get(row.name);
      const titles =
        fromTeam && fromTeam.en
          ? { en: fromTeam.en, es: fromTeam.es || fromTeam.en }
          : (ROLE_TITLES[row.role as Role] ?? CONTRIBUTOR);
      return [row.id, { id: row.id, name: row.name, titles }];
    }),
  );
}

export function authorIn(record: AuthorRecord | undefined, language: BlogLanguage): BlogAuthor {
  if (!record) return { id: '', name: 'Blu', title: CONTRIBUTOR[language] };
  return { id: record.id, name: record.name, title: record.titles[language] };
}

/** Authors and covers of some posts, read once for a whole list. */
export interface PostRelations {
  authors: Map<string, AuthorRecord>;
  covers: Map<string, BlogImage>;
}

export async function findRelations(db: Db, rows: PostRow[]): Promise<PostRelations> {
  const [authors, covers] = await Promise.all([
    findAuthors(
      db,
      rows.map((r) => r.authorId),
    ),
    findBlogImages(
      db,
      rows.flatMap((r) => (r.coverImageId ? [r.coverImageId] : [])),
    ),
  ]);
  return { authors, covers };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPostSummary(row: PostRow, relations: PostRelations): PostSummary {
  const language = row.language as BlogLanguage;
  return {
    id: row.id,
    slug: row.slug,
    language,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.coverImageId ? (relations.covers.get(row.coverImageId) ?? null) : null,
    tags: row.tags,
    author: authorIn(relations.authors.get(row.authorId), language),
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
    readingMinutes: readingMinutes(row.bodyMarkdown),
  };
}

export function toAdminSummary(row: PostRow, relations: PostRelations): AdminPostSummary {
  const author = relations.authors.get(row.authorId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status as PostStatus,
    language: row.language as BlogLanguage,
    author: { id: row.authorId, name: author?.name ?? '' },
    updatedAt: row.updatedAt.toISOString(),
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
  };
}

export function toAdminPost(row: PostRow, relations: PostRelations): AdminPost {
  return {
    ...toAdminSummary(row, relations),
    excerpt: row.excerpt,
    bodyMarkdown: row.bodyMarkdown,
    translationOfId: row.translationOfId,
    tags: row.tags,
    cover: row.coverImageId ? (relations.covers.get(row.coverImageId) ?? null) : null,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    version: row.version,
  };
}

/** The editable fields of a row, as a revision keeps them and a restore puts them back. */
export function snapshotOf(row: PostRow): PostInput {
  return {
    ...apiColumns(row, [
      'title',
      'slug',
      'excerpt',
      'bodyMarkdown',
      'translationOfId',
      'tags',
      'coverImageId',
      'seoTitle',
      'seoDescription',
    ]),
    language: row.language as BlogLanguage,
  };
}
