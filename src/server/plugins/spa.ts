import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_ES } from '../../shared/constants';
import { escapeHtml } from '../../shared/escape-html';
import {
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  SERVER_DATA_ELEMENT_ID,
  type Language,
} from '../../shared/language-path';
import { isAppRoute, isServerRenderedPath } from '../../shared/site-map';
import { formatPageTitle } from '../../shared/page-title';
import type { AppContext } from '../context';
import { CacheMap } from '../lib/cache-map';
import { acceptedEncoding, encodeHtml, type ContentEncoding } from '../lib/compressed-html';
import { pageAddress } from '../modules/pages/page-address';
import { PageCache } from '../modules/pages/page-cache';
import type { PublicContentChanges } from '../modules/pages/public-content-changes';
import {
  loadPageRenderer,
  type PageRenderer,
  type RenderedPage,
  type RenderReadAnswer,
} from '../modules/pages/page-renderer';
import type { PageMeta, PageResolver } from '../modules/pages/page-resolver';
import { siteSettingsInMemory } from '../lib/site-settings';
import { registerPublicRoutes } from './auth';

/** A CDN may keep a rendered page a minute and serve it stale while it fetches the next. */
const SERVER_RENDERED_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

function alternateLinks(
  publicUrl: string,
  appPath: string,
  named?: Partial<Record<Language, string>>,
): string[] {
  const addresses = named ?? {
    en: pathInLanguage('en', appPath),
    es: pathInLanguage('es', appPath),
  };
  const link = (hreflang: string, address: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${publicUrl}${address}`)}" />`;
  const links = (['en', 'es'] as const).flatMap((language) => {
    const address = addresses[language];
    return address ? [link(language, address)] : [];
  });
  // x-default: the English address, or the only one a page written in Spanish alone has.
  const fallback = addresses.en ?? addresses.es;
  return fallback ? [...links, link('x-default', fallback)] : links;
}

// The two faces every page sets its text in (Latin subset). Fetched with the page, they are in
// before the first paint, so no text changes width (and moves what follows) when they arrive.
const FIRST_PAINT_FONTS = [/^blu-text-latin-.*\.woff2$/, /^blu-display-latin-.*\.woff2$/];

function withFontPreloads(template: string, clientDir: string): string {
  const assets = path.join(clientDir, 'assets');
  const files = fs.existsSync(assets) ? fs.readdirSync(assets) : [];
  const links = FIRST_PAINT_FONTS.flatMap((pattern) => files.filter((f) => pattern.test(f))).map(
    (file) =>
      `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin />`,
  );
  return template.replace('<!--app-head-->', [...links, '<!--app-head-->'].join('\n    '));
}

/** One page's answer: its head, its address and what the server drew of it, if anything. */
interface RenderedDocument {
  meta: PageMeta;
  canonical: string;
  language: Language;
  alternates: string[];
  rendered: RenderedPage | null;
}

function renderHead(template: string, meta: PageMeta, canonical: string, extra: string[]): string {
  const tags: string[] = [`<link rel="canonical" href="${escapeHtml(canonical)}" />`, ...extra];
  let html = template;
  if (meta.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  }
  if (meta.head) tags.push(meta.head);
  return html.replace('<!--app-head-->', tags.join('\n    '));
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A rendered page starts its app after its first paint (public/start-after-paint.js): no script is
 * fetched, compiled or run before the reader sees the page (decision 0059).
 */
function startingAfterPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_, entry: string) =>
      `<script defer src="/start-after-paint.js" data-entry="${entry}"></script>`,
  );
}

const MANIFEST_LINK = /\s*<link rel="manifest" href="[^"]+" \/>/;

/**
 * The web app manifest describes the portal (its start page is the portal's), so only the
 * portal's pages name it. On a rendered page Chromium would fetch it and its icon before the first
 * paint, a chained request that Lighthouse's simulation adds to the largest paint (decision 0061).
 */
function withoutManifest(html: string): string {
  return html.replace(MANIFEST_LINK, '');
}

function renderDocument(template: string, doc: RenderedDocument): string {
  let html = renderHead(template, doc.meta, doc.canonical, doc.alternates);
  if (doc.language !== 'en')
    html = html.replace('<html lang="en">', `<html lang="${doc.language}">`);
  if (!doc.rendered) return html;
  html = withoutManifest(startingAfterPaint(html));
  const { queries, texts } = doc.rendered;
  const data = JSON.stringify({ queries, texts }).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${doc.rendered.html}</div>\n    <script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${data}</script>`,
  );
}

/** A kept page's compressed bodies, made on the first request that asks for each encoding. */
const encodedPages = new WeakMap<object, Partial<Record<ContentEncoding, Buffer>>>();

/**
 * Sends a page compressed when the client takes it: a rendered page is mostly text and the data it
 * was rendered from (81 KB for the home page, 14 KB in Brotli), and on a phone's connection its size
 * is most of the time to the first paint. `kept` is the cached page the bodies are kept with.
 */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, kept?: object) {
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  let body: Buffer;
  if (kept) {
    const bodies = encodedPages.get(kept) ?? {};
    body = bodies[encoding] ??= encodeHtml(html, encoding);
    encodedPages.set(kept, bodies);
  } else {
    body = encodeHtml(html, encoding);
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** Serves the built client; every page path gets index.html, with 404 for paths no page has. */
export async function registerSpa(
  app: FastifyInstance,
  ctx: AppContext,
  clientDir: string,
  pageResolvers: readonly PageResolver[],
  contentChanges: PublicContentChanges,
): Promise<boolean> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built client at ${clientDir}: run npm run build to serve the web app`);
    return false;
  }
  const template = withFontPreloads(fs.readFileSync(indexFile, 'utf8'), clientDir);
  await registerPublicRoutes(app, async (scope) => {
    await scope.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      maxAge: '1h',
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  });

  // The answers pages are rendered from are kept as the pages are, for a minute at most.
  const answers = new CacheMap<RenderReadAnswer>({
    maxEntries: ctx.config.pageCacheEntries,
    maxAgeMs: 60_000,
  });
  const renderer = await loadPageRenderer(app, clientDir, answers);
  const cache = new PageCache({ maxEntries: ctx.config.pageCacheEntries, maxAgeMs: 5 * 60_000 });
  contentChanges.listen(() => {
    answers.flush();
    cache.flush();
  });

  async function resolveMeta(appPath: string, language: Language): Promise<PageMeta> {
    let meta: PageMeta | null = isAppRoute(appPath) ? { status: 200 } : null;
    for (const resolver of pageResolvers) {
      if (meta?.title) break;
      const resolved = await resolver(appPath, ctx, language);
      if (resolved) meta = { ...meta, ...resolved };
    }
    return meta ?? { status: 404, title: 'Page not Found' };
  }

  async function draw(url: string, pathname: string, drawer: PageRenderer | null) {
    const language = languageOfPath(pathname);
    const appPath = pathWithoutLanguage(pathname);
    const meta = await resolveMeta(appPath, language);
    if (meta.redirect) return { status: 301, html: '', rendered: false, location: meta.redirect };
    if (meta.status === 404 && language === 'es') meta.title = NOT_FOUND_ES.heading;
    const normalized = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
    const canonical = `${ctx.config.publicUrl}${normalized}`;
    const rendered = drawer && isServerRenderedPath(appPath) ? await drawSafely(drawer, url) : null;
    if (rendered?.meta && language !== 'en') {
      // The page's own words at a Spanish address; in English the resolvers' texts stand.
      const settings = await siteSettingsInMemory.read(ctx.db);
      meta.title = formatPageTitle(rendered.meta.title, settings.brandName);
      meta.description = rendered.meta.description;
    }
    const alternates =
      meta.status === 200 && isServerRenderedPath(appPath)
        ? alternateLinks(ctx.config.publicUrl, appPath, meta.alternates)
        : [];
    const html = renderDocument(template, { meta, canonical, language, alternates, rendered });
    return { status: meta.status, html, rendered: rendered !== null, location: null };
  }

  async function drawSafely(drawer: PageRenderer, url: string): Promise<RenderedPage | null> {
    try {
      return await drawer(url);
    } catch (err) {
      // The browser can still draw the page: the visitor loses nothing but the head start.
      app.log.error({ err, url }, 'server drawing failed');
      return null;
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/ws/') &&
      !pathname.startsWith('/assets/') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (!wantsPage) {
      return reply.code(404).send({ error: 'not_found', message: `Nothing at ${pathname}.` });
    }
    reply.header('content-type', 'text/html; charset=utf-8');
    const appPath = pathWithoutLanguage(pathname);
    if (!renderer || !isServerRenderedPath(appPath)) {
      const page = await draw(request.url, pathname, null);
      if (page.location) return reply.redirect(page.location, 301);
      reply.code(page.status).header('cache-control', 'no-cache');
      return sendHtml(request, reply, page.html);
    }
    const address = pageAddress(request.url);
    const { page } = await cache
      .getOrDraw(address, async () => {
        const rendered = await draw(address, pathname, renderer);
        // Only a whole, found page is kept: a failed drawing or a 404 is rendered again next time.
        if (!rendered.rendered || rendered.status !== 200)
          throw Object.assign(new Error('uncached'), { rendered });
        return { status: rendered.status, html: rendered.html };
      })
      .catch((err: { rendered?: { status: number; html: string; location: string | null } }) => {
        if (!err.rendered) throw err;
        return { page: { ...err.rendered, etag: '' } };
      });
    // A moved page (a post's old address) is never kept: the next editor's change may move it again.
    if ('location' in page && page.location) return reply.redirect(page.location, 301);
    if (!page.etag) {
      reply.code(page.status).header('cache-control', 'no-cache');
      return sendHtml(request, reply, page.html);
    }
    reply.header('etag', page.etag).header('cache-control', SERVER_RENDERED_CACHE_CONTROL);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return sendHtml(request, reply.code(page.status), page.html, page);
  });
  return true;
}
