import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorBody } from '../../../shared/errors';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/listings';
import { PhotoSchema } from '../../../shared/schemas/places';
import type { AppContext } from '../../context';
import { actorOf } from '../../plugins/auth';
import { fieldError } from '../../lib/app-error';
import {
  assertCanManageListing,
  deletePhoto,
  findPhotoFile,
  savePhoto,
} from './listing-photos.service';

const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);
const TOO_LARGE = `The photo is larger than ${MAX_MB} MB. Choose a smaller image.`;

function sendTooLarge(reply: FastifyReply) {
  const body: ApiErrorBody = {
    error: 'validation',
    message: TOO_LARGE,
    fields: { file: TOO_LARGE },
  };
  return reply.code(413).send(body);
}

const isTooLarge = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { statusCode?: number }).statusCode === 413;

/** Listing photos: upload and removal by the owner or an admin, and serving the stored files. */
export function listingPhotosRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ListingParams = z.object({ id: z.string().min(1).max(80) });

  r.post(
    '/api/listings/:id/photos',
    {
      config: { access: ['write:listings:any', 'write:listings:own'], rowScope: 'own-listing' },
      schema: { params: ListingParams, response: { 201: PhotoSchema } },
    },
    async (request, reply) => {
      await assertCanManageListing(ctx.db, actorOf(request), request.params.id);
      if (!request.isMultipart()) {
        throw fieldError('file', 'Send the photo as multipart/form-data in a field named "file".');
      }
      let bytes: Buffer;
      let altText = '';
      try {
        const part = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } });
        if (!part || part.fieldname !== 'file')
          throw fieldError('file', 'Choose a photo to upload.');
        // Fields sent before the file (the form puts its description first) arrive with it.
        const alt = part.fields.altText;
        if (alt && !Array.isArray(alt) && alt.type === 'field')
          altText = String(alt.value).slice(0, 200);
        bytes = await part.toBuffer();
      } catch (err) {
        if (isTooLarge(err)) return sendTooLarge(reply);
        throw err;
      }
      if (bytes.length === 0) throw fieldError('file', 'The photo is empty.');
      const photo = await savePhoto(ctx.db, ctx.config.dataDir, actorOf(request), {
        listingId: request.params.id,
        bytes,
        altText: altText.trim(),
      });
      return reply.code(201).send(photo);
    },
  );

  r.delete(
    '/api/listings/:id/photos/:photoId',
    {
      config: { access: ['write:listings:any', 'write:listings:own'], rowScope: 'own-listing' },
      schema: {
        params: ListingParams.extend({ photoId: z.string().min(1).max(80) }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await assertCanManageListing(ctx.db, actorOf(request), request.params.id);
      await deletePhoto(
        ctx.db,
        ctx.config.dataDir,
        actorOf(request),
        request.params.id,
        request.params.photoId,
      );
      return reply.code(204).send(null);
    },
  );

  // Public like the listing pages that show them. Names are random UUIDs, so they never change.
  r.get(
    '/uploads/listings/:listingId/:fileName',
    {
      config: { access: 'public' },
      schema: { params: z.object({ listingId: z.string(), fileName: z.string() }) },
    },
    async (request, reply) => {
      const { listingId, fileName } = request.params;
      const file = await findPhotoFile(ctx.db, ctx.config.dataDir, listingId, fileName);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(file.path));
    },
  );
}
