import { and, asc, eq } from 'drizzle-orm';
import type { Page, PageInput, PageLanguage, PageUpdateInput } from '../../../shared/schemas/site';
import type { Db } from '../../db/client';
import { pages } from '../../db/tables';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import { apiColumns } from '../../lib/api-columns';

type PageRow = typeof pages.$inferSelect;

export function toPage(row: PageRow): Page {
  return apiColumns(row, [
    'id',
    'slug',
    'language',
    'title',
    'description',
    'body',
    'published',
    'updatedAt',
  ]);
}

/**
 * The published page for a visitor: their language when it exists, otherwise English, otherwise
 * whichever language the page was written in. Null when no published page has that slug.
 */
export async function findPublishedPage(
  db: Db,
  slug: string,
  language: PageLanguage = 'en',
): Promise<Page | null> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)));
  const pick =
    rows.find((r) => r.language === language) ?? rows.find((r) => r.language === 'en') ?? rows[0];
  return pick ? toPage(pick) : null;
}

export async function listPages(db: Db): Promise<Page[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.slug), asc(pages.language));
  return rows.map(toPage);
}

async function getPageRow(db: Db, id: string): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound('Page');
  return row;
}

async function assertSlugFree(db: Db, slug: string, language: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.language, language)));
  if (taken && taken.id !== exceptId) {
    throw new AppError('conflict', 'A page with this address already exists in this language.', {
      fields: { slug: 'A page with this address already exists in this language' },
    });
  }
}

export async function createPage(
  db: Db,
  actor: AuditActor,
  input: Required<PageInput>,
): Promise<Page> {
  return db.transaction(async (tx) => {
    await assertSlugFree(tx, input.slug, input.language);
    const [row] = await tx.insert(pages).values(input).returning();
    const page = toPage(row!);
    await recordAudit(tx, actor, { action: 'page.create', target: `page:${page.id}`, after: page });
    return page;
  });
}

export async function updatePage(
  db: Db,
  actor: AuditActor,
  id: string,
  input: PageUpdateInput,
): Promise<Page> {
  return db.transaction(async (tx) => {
    const current = await getPageRow(tx, id);
    const slug = input.slug ?? current.slug;
    const language = input.language ?? current.language;
    if (slug !== current.slug || language !== current.language) {
      await assertSlugFree(tx, slug, language, id);
    }
    const [row] = await tx
      .update(pages)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning();
    const page = toPage(row!);
    await recordAudit(tx, actor, {
      action: 'page.update',
      target: `page:${id}`,
      before: toPage(current),
      after: page,
    });
    return page;
  });
}

export async function deletePage(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await getPageRow(tx, id);
    await tx.delete(pages).where(eq(pages.id, id));
    await recordAudit(tx, actor, {
      action: 'page.delete',
      target: `page:${id}`,
      before: toPage(current),
    });
  });
}
