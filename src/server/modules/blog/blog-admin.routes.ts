import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminPost,
  AdminPostSchema,
  AdminPostSummarySchema,
  BlogImageSchema,
  BlogLanguageSchema,
  POST_STATUSES,
  PostInputSchema,
  PostRevisionSchema,
  PostSaveSchema,
  PostScheduleSchema,
  PreviewInputSchema,
  PreviewSchema,
} from '../../../shared/schemas/blog';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/listings';
import type { AppContext } from '../../context';
import { readSingleFileUpload } from '../../lib/single-file-upload';
import { actorOf, type Actor } from '../../lib/actor';
import { sendStoredFile } from '../../lib/stored-file';
import type { Db } from '../../db/client';
import {
  createPost,
  deletePost,
  listAdminPosts,
  listRevisions,
  publishPost,
  readAdminPost,
  restoreRevision,
  savePost,
  schedulePost,
  unpublishPost,
} from './blog-admin.service';
import { renderPostBody } from './blog-body';
import { findBlogImageFile, saveBlogImage } from './blog-images';

/** Held by admins and by the accounts an admin marks blog editors (docs/permissions.md). */
const EDITOR = 'write:blog:any' as const;
const IdParams = z.object({ id: z.string().min(1).max(80) });
const post = { 200: AdminPostSchema };
const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);

// A filter left at "all" sends an empty value.
const emptyIsAll = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const AdminListQuerySchema = z.object({
  status: emptyIsAll(z.enum(POST_STATUSES, { error: 'Choose draft, scheduled or published' })),
  language: emptyIsAll(BlogLanguageSchema),
  q: z.string().trim().max(100, 'Keep the search to 100 characters or fewer').optional(),
});
const ScheduleBodySchema = PostSaveSchema.extend(PostScheduleSchema.shape);

/** The blog admin (`/blog-admin`): posts, their schedule, revisions, images and the preview. */
export function blogAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/blog-admin/posts',
    {
      config: { access: EDITOR },
      schema: {
        querystring: AdminListQuerySchema,
        response: { 200: z.array(AdminPostSummarySchema) },
      },
    },
    async (request) => listAdminPosts(ctx.db, request.query),
  );

  r.post(
    '/api/blog-admin/posts',
    {
      config: { access: EDITOR },
      schema: { body: PostInputSchema, response: { 201: AdminPostSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPost(ctx.db, actorOf(request), request.body)),
  );

  r.get(
    '/api/blog-admin/posts/:id',
    { config: { access: EDITOR }, schema: { params: IdParams, response: post } },
    async (request) => readAdminPost(ctx.db, request.params.id),
  );

  /** An editor's write on one post: the service gets the actor, the id and the body. */
  const postWrite = <B extends z.ZodType>(
    method: 'PUT' | 'POST',
    url: string,
    body: B,
    write: (db: Db, actor: Actor, id: string, input: z.infer<B>) => Promise<AdminPost>,
  ) =>
    r.route({
      method,
      url,
      config: { access: EDITOR },
      schema: { params: IdParams, body, response: post },
      handler: async (request) =>
        write(ctx.db, actorOf(request), request.params.id, request.body as z.infer<B>),
    });

  postWrite('PUT', '/api/blog-admin/posts/:id', PostSaveSchema, savePost);
  postWrite('POST', '/api/blog-admin/posts/:id/publish', PostSaveSchema, publishPost);
  postWrite('POST', '/api/blog-admin/posts/:id/schedule', ScheduleBodySchema, schedulePost);

  r.post(
    '/api/blog-admin/posts/:id/unpublish',
    { config: { access: EDITOR }, schema: { params: IdParams, response: post } },
    async (request) => unpublishPost(ctx.db, actorOf(request), request.params.id),
  );

  r.delete(
    '/api/blog-admin/posts/:id',
    { config: { access: EDITOR }, schema: { params: IdParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletePost(ctx.db, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/blog-admin/posts/:id/revisions',
    {
      config: { access: EDITOR },
      schema: { params: IdParams, response: { 200: z.array(PostRevisionSchema) } },
    },
    async (request) => listRevisions(ctx.db, request.params.id),
  );

  r.post(
    '/api/blog-admin/posts/:id/revisions/:revisionId/restore',
    {
      config: { access: EDITOR },
      schema: {
        params: IdParams.extend({ revisionId: z.string().min(1).max(80) }),
        response: post,
      },
    },
    async (request) =>
      restoreRevision(ctx.db, actorOf(request), request.params.id, request.params.revisionId),
  );

  r.post(
    '/api/blog-admin/images',
    // An image shows once a post names it, and that save empties the page cache.
    {
      config: { access: EDITOR, changesPublicContent: false },
      schema: { response: { 201: BlogImageSchema } },
    },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, reply, {
        maxBytes: MAX_PHOTO_BYTES,
        noun: 'image',
        tooLarge: `The image is larger than ${MAX_MB} MB. Choose a smaller one.`,
        textField: 'altText',
      });
      if (!upload) return reply;
      const image = await saveBlogImage(ctx.db, ctx.files, actorOf(request), {
        bytes: upload.bytes,
        altText: upload.text,
      });
      return reply.code(201).send(image);
    },
  );

  r.post(
    '/api/blog-admin/preview',
    {
      config: { access: EDITOR, changesPublicContent: false },
      schema: { body: PreviewInputSchema, response: { 200: PreviewSchema } },
    },
    async (request) => ({ html: await renderPostBody(ctx.db, request.body.bodyMarkdown) }),
  );

  // Public like the posts that show them. Names are random UUIDs, so they never change.
  r.get(
    '/uploads/blog/:fileName',
    {
      config: { access: 'public' },
      schema: { params: z.object({ fileName: z.string().max(80) }) },
    },
    async (request, reply) => {
      const file = await findBlogImageFile(ctx.db, ctx.files, request.params.fileName);
      return sendStoredFile(reply, file, 'public, max-age=31536000, immutable');
    },
  );
}
