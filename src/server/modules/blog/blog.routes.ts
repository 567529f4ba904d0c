import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlogLanguageSchema,
  PostDetailSchema,
  PostListQuerySchema,
  PostListSchema,
  PostRedirectSchema,
  PostSummarySchema,
  type BlogLanguage,
} from '../../../shared/schemas/blog';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import { feedPath, renderBlogFeed } from './blog-feed';
import { findPublishedPost, latestPosts, listPublishedPosts } from './blog-public.service';

/** The public blog: the list, one post (or where it moved), the home's latest three, the feeds. */
export function blogRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blog/posts',
    {
      config: { access: 'public' },
      schema: { querystring: PostListQuerySchema, response: { 200: PostListSchema } },
    },
    async (request) => listPublishedPosts(ctx.db, request.query),
  );

  r.get(
    '/api/blog/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ slug: z.string().min(1).max(120) }),
        // The post, or where it lives now when asked by its id or a former slug (the page: 301).
        response: { 200: z.union([PostDetailSchema, PostRedirectSchema]) },
      },
    },
    async (request) => {
      const found = await findPublishedPost(ctx.db, request.params.slug);
      if (!found) throw notFound('Post');
      return 'redirectTo' in found ? found : found.post;
    },
  );

  r.get(
    '/api/blog/latest',
    {
      config: { access: 'public' },
      schema: {
        querystring: z.object({ language: BlogLanguageSchema.default('en') }),
        response: { 200: z.array(PostSummarySchema) },
      },
    },
    async (request) => latestPosts(ctx.db, request.query.language),
  );

  const sendFeed = async (reply: FastifyReply, language: BlogLanguage) => {
    const xml = await renderBlogFeed(ctx.db, ctx.config.publicUrl, language);
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  };
  for (const language of ['en', 'es'] as const) {
    app.get(feedPath(language), { config: { access: 'public' } }, async (_request, reply) =>
      sendFeed(reply, language),
    );
  }
}
