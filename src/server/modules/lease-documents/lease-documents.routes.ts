import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '../../../shared/errors';
import {
  LeaseDocumentParamsSchema,
  LeaseDocumentSchema,
  LeaseDocumentTitleSchema,
  MAX_LEASE_DOCUMENT_BYTES,
} from '../../../shared/schemas/lease-documents';
import { IdParamsSchema } from '../../../shared/schemas/leasing-fields';
import type { AppContext } from '../../context';
import { fieldError } from '../../lib/app-error';
import { actorOf } from '../../plugins/auth';
import { downloadName } from './pdf-bytes';
import { findLeaseDocumentFile, saveLeaseDocument } from './lease-documents.service';

const MAX_MB = MAX_LEASE_DOCUMENT_BYTES / (1024 * 1024);
const TOO_LARGE = `The PDF is larger than ${MAX_MB} MB. Choose a smaller file.`;

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
      if (!request.isMultipart()) {
        throw fieldError('file', 'Send the PDF as multipart/form-data in a field named "file".');
      }
      let bytes: Buffer;
      let rawTitle = '';
      let fileName: string;
      try {
        const part = await request.file({
          limits: { fileSize: MAX_LEASE_DOCUMENT_BYTES, files: 1 },
        });
        if (!part || part.fieldname !== 'file') throw fieldError('file', 'Choose a PDF to upload.');
        // The form sends the title before the file, so it arrives with the file's part.
        const title = part.fields.title;
        if (title && !Array.isArray(title) && title.type === 'field')
          rawTitle = String(title.value);
        fileName = part.filename;
        bytes = await part.toBuffer();
      } catch (err) {
        if (isTooLarge(err)) return sendTooLarge(reply);
        throw err;
      }
      if (bytes.length === 0) throw fieldError('file', 'The file is empty.');
      const title = parseTitle(rawTitle, fileName.replace(/\.pdf$/i, ''));
      const document = await saveLeaseDocument(ctx.db, ctx.config.dataDir, actorOf(request), {
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
        ctx.config.dataDir,
        actorOf(request),
        request.params.id,
        request.params.documentId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file.path));
    },
  );
}
