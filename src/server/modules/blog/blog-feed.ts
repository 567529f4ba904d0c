import { Feed } from 'feed';
import type { BlogLanguage } from '../../../shared/schemas/blog';
import { pathInLanguage } from '../../../shared/language-path';
import type { Db } from '../../db/client';
import { renderMarkdown } from '../../lib/markdown';
import { siteSettingsInMemory } from '../../lib/site-settings';
import { allPublishedPosts } from './blog-public.service';
import { findRelations } from './blog-rows';

/** A post lives at the address of its language: /blog/{slug} or /es/blog/{slug}. */
export function postPath(language: BlogLanguage, slug: string): string {
  return pathInLanguage(language, `/blog/${slug}`);
}

/** The feed of a language's blog: /blog/rss.xml, /es/blog/rss.xml. */
export function feedPath(language: BlogLanguage): string {
  return pathInLanguage(language, '/blog/rss.xml');
}

const FEED_TEXT = {
  en: { title: (brand: string) => `${brand} blog`, description: 'News and guides from' },
  es: { title: (brand: string) => `Blog de ${brand}`, description: 'Noticias y guías de' },
} as const;

/** Paths in a rendered body (`/uploads/…`, `/pricing`) made absolute, as feed readers need. */
function absoluteBody(html: string, publicUrl: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_m, attr: string) => ` ${attr}="${publicUrl}/`);
}

/** RSS 2.0 of a language's published posts, newest first, every link absolute. */
export async function renderBlogFeed(
  db: Db,
  publicUrl: string,
  language: BlogLanguage,
): Promise<string> {
  const [settings, rows] = await Promise.all([
    siteSettingsInMemory.read(db),
    allPublishedPosts(db, language),
  ]);
  const posts = rows.slice(0, 50);
  const relations = await findRelations(db, posts);
  const text = FEED_TEXT[language];
  const blogUrl = `${publicUrl}${pathInLanguage(language, '/blog')}`;
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: text.title(settings.brandName),
    description: `${text.description} ${settings.brandName}`,
    language,
    updated: posts[0]?.publishedAt ?? new Date(0),
    generator: false,
    feedLinks: { rss: `${publicUrl}${feedPath(language)}` },
    copyright: `© ${settings.legalName}`,
  });
  for (const post of posts) {
    const link = `${publicUrl}${postPath(language, post.slug)}`;
    const cover = post.coverImageId ? relations.covers.get(post.coverImageId) : undefined;
    const author = relations.authors.get(post.authorId);
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      date: post.publishedAt ?? post.updatedAt,
      published: post.publishedAt ?? post.updatedAt,
      description: post.excerpt,
      content: absoluteBody(renderMarkdown(post.bodyMarkdown), publicUrl),
      category: post.tags.map((name) => ({ name })),
      author: author ? [{ name: author.name }] : undefined,
      image: cover
        ? { url: `${publicUrl}${cover.url}`, type: cover.contentType, length: cover.sizeBytes }
        : undefined,
    });
  }
  return feed.rss2();
}
