import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_PHOTO_BYTES } from '../../../shared/schemas/listings';
import { PhotoSchema } from '../../../shared/schemas/places';
import type { AppContext } from '../../context';
import { readSingleFileUpload } from '../../lib/single-file-upload';
import { actorOf } from '../../lib/actor';
import { sendStoredFile } from '../../lib/stored-file';
import {
  assertCanManageListing,
  deletePhoto,
  findPhotoFile,
  savePhoto,
} from './listing-photos.service';

const MAX_MB = MAX_PHOTO_BYTES / (1024 * 1024);
const TOO_LARGE = `The photo is larger than ${MAX_MB} MB. Choose a smaller image.`;

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
      const upload = await readSingleFileUpload(request, reply, {
        maxBytes: MAX_PHOTO_BYTES,
        noun: 'photo',
        tooLarge: TOO_LARGE,
        textField: 'altText',
      });
      if (!upload) return reply;
      const { bytes } = upload;
      const altText = upload.text.slice(0, 200);
      const photo = await savePhoto(ctx.db, ctx.files, actorOf(request), {
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
        ctx.files,
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
      const file = await findPhotoFile(ctx.db, ctx.files, listingId, fileName);
      return sendStoredFile(reply, file, 'public, max-age=31536000, immutable');
    },
  );
}
