import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LeaseDocumentParamsSchema,
  LeaseDocumentSchema,
  LeaseDocumentTitleSchema,
  MAX_LEASE_DOCUMENT_BYTES,
} from '../../../shared/schemas/lease-documents';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/app-error';
import { readSingleFileUpload } from '../../lib/single-file-upload';
import { actorOf } from '../../lib/actor';
import { sendStoredFile } from '../../lib/stored-file';
import { downloadName } from './pdf-bytes';
import { findLeaseDocumentFile, saveLeaseDocument } from './lease-documents.service';

const MAX_MB = MAX_LEASE_DOCUMENT_BYTES / (1024 * 1024);
const TOO_LARGE = `The PDF is larger than ${MAX_MB} MB. Choose a smaller file.`;

/** The reason a title is refused, as the form shows it next to the field. */
function parseTitle(raw: string, fallback: string): string {
  const parsed = LeaseDocumentTitleSchema.safeParse(raw.trim() === '' ? fallback : raw);
  if (!parsed.success) throw fieldError('title', parsed.error.issues[0]!.message);
  return parsed.data;
}

/** Lease documents (PDF): an admin uploads; the lease's parties download. */
export function leaseDocumentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/leases/:id/documents',
    {
      config: { access: 'write:leases:any' },
      schema: { params: IdParamsSchema, response: { 201: LeaseDocumentSchema } },
    },
    async (request, reply) => {
      const upload = await readSingleFileUpload(request, reply, {
        maxBytes: MAX_LEASE_DOCUMENT_BYTES,
        noun: 'PDF',
        tooLarge: TOO_LARGE,
        textField: 'title',
      });
      if (!upload) return reply;
      const { bytes, fileName, text: rawTitle } = upload;
      const title = parseTitle(rawTitle, fileName.replace(/\.pdf$/i, ''));
      const document = await saveLeaseDocument(ctx.db, ctx.files, actorOf(request), {
        leaseId: request.params.id,
        title,
        fileName: downloadName(fileName),
        bytes,
      });
      return reply.code(201).send(document);
    },
  );

  typed.get(
    '/api/leases/:id/documents/:documentId',
    {
      config: { access: ['read:leases:any', 'read:leases:own'], rowScope: 'own-lease-document' },
      schema: { params: LeaseDocumentParamsSchema },
    },
    async (request, reply) => {
      const file = await findLeaseDocumentFile(
        ctx.db,
        ctx.files,
        actorOf(request),
        request.params.id,
        request.params.documentId,
      );
      return sendStoredFile(reply, file, 'private, no-store', file.fileName);
    },
  );
}
