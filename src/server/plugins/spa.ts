import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAppRoute } from '../../shared/route-paths';
import type { AppContext } from '../context';
import { registerPublicRoutes } from './auth';
import { escapeHtml } from '../../shared/escape-html';

export interface PageMeta {
  status: number;
  title?: string;
  description?: string;
  /** Extra tags (Open Graph, JSON-LD) written verbatim into <head>; callers escape their values. */
  head?: string;
}

/** Answers a path the static table does not know (a CMS slug, a listing); null when it cannot. */
export type PageResolver = (pathname: string, ctx: AppContext) => Promise<PageMeta | null>;

function renderHead(template: string, meta: PageMeta, canonical: string): string {
  const tags: string[] = [`<link rel="canonical" href="${escapeHtml(canonical)}" />`];
  let html = template;
  if (meta.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
  if (meta.description) {
    tags.push(`<meta name="description" content="${escapeHtml(meta.description)}" />`);
  }
  if (meta.head) tags.push(meta.head);
  return html.replace('<!--app-head-->', tags.join('\n    '));
}

/** Serves the built client; every page path gets index.html, with 404 for paths no page has. */
export async function registerSpa(
  app: FastifyInstance,
  ctx: AppContext,
  clientDir: string,
  pageResolvers: readonly PageResolver[],
): Promise<boolean> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`no built client at ${clientDir}: run npm run build to serve the web app`);
    return false;
  }
  const template = fs.readFileSync(indexFile, 'utf8');
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
    let meta: PageMeta | null = isAppRoute(pathname) ? { status: 200 } : null;
    for (const resolver of pageResolvers) {
      if (meta?.title) break;
      const resolved = await resolver(pathname, ctx);
      if (resolved) meta = { ...meta, ...resolved };
    }
    meta ??= { status: 404, title: 'Page not Found' };
    const canonical = `${ctx.config.publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
    return reply
      .code(meta.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderHead(template, meta, canonical));
  });
  return true;
}
