import type { FastifyReply } from 'fastify';
import type { OpenedFile } from './file-store';

/** An upload or its resized copy, opened from the file store for a route to send. */
export interface StoredFile extends OpenedFile {
  contentType: string;
}

/**
 * Streams a stored file with its type and length, cached as `cacheControl` says; `downloadAs`
 * makes it an attachment of that name instead of something the browser shows.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: StoredFile,
  cacheControl: string,
  downloadAs?: string,
): FastifyReply {
  reply.header('content-type', file.contentType).header('content-length', file.size);
  if (downloadAs !== undefined) {
    reply.header('content-disposition', `attachment; filename="${downloadAs}"`);
  }
  return reply.header('cache-control', cacheControl).send(file.body);
}
