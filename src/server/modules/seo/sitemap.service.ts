import { asc, eq } from 'drizzle-orm';
import { indexedStaticPaths, PRIVATE_AREAS } from '../../../shared/site-map';
import type { Db } from '../../db/client';
import { cities, communities, listings, pages } from '../../db/tables';
import { escapeHtml } from '../../../shared/escape-html';
import { LANGUAGES, pathInLanguage, type Language } from '../../../shared/language-path';
import { postPath } from '../blog/blog-feed';
import { allPublishedPosts } from '../blog/blog-public.service';

/** Crawlers stay out of the areas behind a guard (site-map.ts), in both languages, and the API. */
export const ROBOTS_DISALLOW = [
  ...PRIVATE_AREAS,
  '/api',
  ...PRIVATE_AREAS.map((area) => pathInLanguage('es', area)),
];

interface SitemapEntry {
  path: string;
  lastModified?: Date;
  /**
   * A page written in one language (a blog post): `path` is its address as it stands, listed once,
   * and these are its versions by language (itself and its translation) for the hreflang links.
   */
  versions?: Partial<Record<Language, string>>;
}

/** Every published post at its language's address, naming its published translation. */
async function blogEntries(db: Db): Promise<SitemapEntry[]> {
  const posts = await allPublishedPosts(db);
  const byId = new Map(posts.map((p) => [p.id, p]));
  // A pair is linked from either side: the translation names the original.
  const translationOf = new Map<string, (typeof posts)[number]>();
  for (const post of posts) {
    const original = post.translationOfId ? byId.get(post.translationOfId) : undefined;
    if (!original || original.language === post.language) continue;
    translationOf.set(post.id, original);
    if (!translationOf.has(original.id)) translationOf.set(original.id, post);
  }
  return posts.map((post) => {
    const language = post.language as Language;
    const path = postPath(language, post.slug);
    const other = translationOf.get(post.id);
    const versions: Partial<Record<Language, string>> = { [language]: path };
    if (other)
      versions[other.language as Language] = postPath(other.language as Language, other.slug);
    return { path, lastModified: post.updatedAt, versions };
  });
}

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = indexedStaticPaths().map((path) => ({ path }));
  const seen = new Set(entries.map((e) => e.path));
  const add = (entry: SitemapEntry) => {
    if (seen.has(entry.path)) return;
    seen.add(entry.path);
    entries.push(entry);
  };
  for (const city of await db.select().from(cities).orderBy(asc(cities.sort))) {
    add({ path: `/marine-lifestyle/${city.slug}`, lastModified: city.updatedAt });
  }
  for (const community of await db.select().from(communities).orderBy(asc(communities.name))) {
    add({ path: `/community/${community.slug}`, lastModified: community.updatedAt });
  }
  const activeListings = await db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(eq(listings.status, 'active'))
    .orderBy(asc(listings.publishedAt));
  for (const listing of activeListings) {
    add({ path: `/slp/property/${listing.id}`, lastModified: listing.updatedAt });
  }
  const cmsPages = await db
    .select({ slug: pages.slug, updatedAt: pages.updatedAt })
    .from(pages)
    .where(eq(pages.published, true))
    .orderBy(asc(pages.slug));
  for (const page of cmsPages) add({ path: `/${page.slug}`, lastModified: page.updatedAt });
  for (const post of await blogEntries(db)) add(post);
  return entries;
}

/** Each page twice, in English and at its Spanish address, each naming both as alternates. */
export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastModified
      ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : '';
    if (e.versions) {
      const own = Object.entries(e.versions);
      const links =
        own.length > 1
          ? own
              .map(
                ([language, path]) =>
                  `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(`${publicUrl}${path}`)}"/>`,
              )
              .join('')
          : '';
      return [`  <url><loc>${escapeHtml(`${publicUrl}${e.path}`)}</loc>${lastmod}${links}</url>`];
    }
    const href = (language: (typeof LANGUAGES)[number]) =>
      escapeHtml(`${publicUrl}${pathInLanguage(language, e.path)}`);
    const alternates = LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(language)}"/>`,
    ).join('');
    return LANGUAGES.map(
      (language) => `  <url><loc>${href(language)}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
