import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../../shared/escape-html';
import { pathInLanguage, type Language } from '../../../shared/language-path';
import { PAGE_TEXTS } from '../../../shared/page-meta';
import { formatPageTitle } from '../../../shared/page-title';
import type { PostDetail } from '../../../shared/schemas/blog';
import type { SiteSettings } from '../../../shared/schemas/site';
import type { AppContext } from '../../context';
import type { PageMeta, PageResolver } from '../pages/page-resolver';
import { RENDER_REQUEST_HEADER, RENDER_REQUEST_TOKEN } from '../pages/page-renderer';
import { siteSettingsInMemory } from '../../lib/site-settings';
import { organizationScript } from '../site/site-page-resolver';
import { clip, jsonLdScript } from './head-tags';

/** A published post by its slug, `{ redirectTo }` for an id or a former slug, null when none. */
export type BlogPostReader = (
  slugOrId: string,
) => Promise<PostDetail | { redirectTo: string } | null>;

const NOT_FOUND: PageMeta = { status: 404, title: 'Page not Found' };
const POST_PATH = /^\/blog\/([^/]+)\/?$/;
const OG_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_US' };

/** A post lives at its language's address: /blog/{slug}, or /es/blog/{slug} in Spanish. */
export function postAddress(language: Language, slug: string): string {
  return pathInLanguage(language, `/blog/${encodeURIComponent(slug)}`);
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function meta(property: string, content: string): string {
  return `<meta property="${property}" content="${escapeHtml(content)}" />`;
}

function rssLink(publicUrl: string, language: Language, title: string): string {
  const href = `${publicUrl}${pathInLanguage(language, '/blog/rss.xml')}`;
  return `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`;
}

/** schema.org Article for a post: what search engines show as its headline, date and author. */
export function articleJsonLd(
  post: PostDetail,
  url: string,
  publicUrl: string,
  settings: SiteSettings,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title.slice(0, 110),
    description: post.seoDescription || post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: post.language,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(post.cover && { image: [`${publicUrl}${post.cover.url}`] }),
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
    author: {
      '@type': 'Person',
      name: post.author.name,
      ...(post.author.title && { jobTitle: post.author.title }),
    },
    publisher: {
      '@type': 'Organization',
      name: settings.brandName,
      logo: { '@type': 'ImageObject', url: `${publicUrl}/favicon.svg` },
    },
  };
}

function listMeta(ctx: AppContext, settings: SiteSettings, language: Language): PageMeta {
  const { publicUrl } = ctx.config;
  // The English words; at /es the page's own Spanish title and description replace them (spa.ts).
  const own = PAGE_TEXTS.blog!;
  const title = formatPageTitle(own.title, settings.brandName);
  return {
    status: 200,
    title,
    description: own.description,
    head: [
      meta('og:type', 'website'),
      meta('og:site_name', settings.brandName),
      meta('og:title', title),
      meta('og:description', own.description),
      meta('og:url', `${publicUrl}${pathInLanguage(language, '/blog')}`),
      meta('og:locale', OG_LOCALE[language]),
      `<meta name="twitter:card" content="summary" />`,
      rssLink(publicUrl, language, title),
      organizationScript(settings, publicUrl),
    ].join('\n    '),
  };
}

function postMeta(ctx: AppContext, settings: SiteSettings, post: PostDetail): PageMeta {
  const { publicUrl } = ctx.config;
  const address = postAddress(post.language, post.slug);
  const url = `${publicUrl}${address}`;
  const title = formatPageTitle(post.seoTitle || post.title, settings.brandName);
  const description = clip(post.seoDescription || post.excerpt);
  const image = post.cover ? `${publicUrl}${post.cover.url}` : null;
  const alternates: Partial<Record<Language, string>> = { [post.language]: address };
  if (post.translation) {
    alternates[post.translation.language] = postAddress(
      post.translation.language,
      post.translation.slug,
    );
  }
  const tags = [
    meta('og:type', 'article'),
    meta('og:site_name', settings.brandName),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', url),
    meta('og:locale', OG_LOCALE[post.language]),
    ...(post.translation
      ? [meta('og:locale:alternate', OG_LOCALE[post.translation.language])]
      : []),
    ...(image
      ? [
          meta('og:image', image),
          ...(post.cover!.altText ? [meta('og:image:alt', post.cover!.altText)] : []),
        ]
      : []),
    ...(image && post.cover!.width ? [meta('og:image:width', String(post.cover!.width))] : []),
    ...(image && post.cover!.height ? [meta('og:image:height', String(post.cover!.height))] : []),
    meta('article:published_time', post.publishedAt),
    meta('article:modified_time', post.updatedAt),
    meta('article:author', post.author.name),
    ...post.tags.map((tag) => meta('article:tag', tag)),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    rssLink(publicUrl, post.language, formatPageTitle('Blog', settings.brandName)),
    jsonLdScript(articleJsonLd(post, url, publicUrl, settings)),
    organizationScript(settings, publicUrl),
  ];
  return { status: 200, title, description, head: tags.join('\n    '), alternates };
}

/**
 * Server-written <head> and moves for the blog, so each post is found once, at its own address and
 * in its language: `/blog` and `/es/blog` with the feed's
 * address; a post with its title, description, Open Graph tags with the cover, Article JSON-LD
 * and hreflang alternates to its translation's own address. A post asked by its id, a former slug
 * or at the other language's prefix answers 301 to its address; one not published, 404.
 */
export function blogPageResolver(readPost: BlogPostReader): PageResolver {
  return async (pathname, ctx, language = 'en') => {
    if (pathname === '/blog' || pathname === '/blog/') {
      return listMeta(ctx, await siteSettingsInMemory.read(ctx.db), language);
    }
    const match = POST_PATH.exec(pathname);
    if (!match) return null;
    const asked = decode(match[1]!);
    if (asked === null || asked.length > 200) return NOT_FOUND;
    let found = await readPost(asked);
    if (found && 'redirectTo' in found) {
      // The current slug's own answer says the language, so the move is to the final address.
      found = await readPost(found.redirectTo);
      if (!found || 'redirectTo' in found) return NOT_FOUND;
      return { status: 301, redirect: postAddress(found.language, found.slug) };
    }
    if (!found) return NOT_FOUND;
    if (found.language !== language || found.slug !== asked) {
      return { status: 301, redirect: postAddress(found.language, found.slug) };
    }
    return postMeta(ctx, await siteSettingsInMemory.read(ctx.db), found);
  };
}

/**
 * Reads a post through the public API in-process (as the page drawing does), so the head says
 * exactly what the page shows: published posts only, ids and former slugs answered with a move.
 */
export function readPostThroughApi(app: FastifyInstance): BlogPostReader {
  return async (slugOrId) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/blog/posts/${encodeURIComponent(slugOrId)}`,
      headers: { [RENDER_REQUEST_HEADER]: RENDER_REQUEST_TOKEN },
    });
    if (answer.statusCode === 404 || answer.statusCode === 400) return null;
    if (answer.statusCode !== 200) {
      throw new Error(`GET /api/blog/posts answered ${answer.statusCode} for the page head`);
    }
    return answer.json<PostDetail | { redirectTo: string }>();
  };
}
