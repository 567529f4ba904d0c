import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { renderSitemap, ROBOTS_DISALLOW, sitemapEntries } from './sitemap.service';

export function sitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const xml = renderSitemap(ctx.config.publicUrl, await sitemapEntries(ctx.db));
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${ctx.config.publicUrl}/sitemap.xml`,
      '',
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
}
