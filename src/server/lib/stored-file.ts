import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/** A file kept under the data folder (an upload or its resized copy), found for a route to send. */
export interface StoredFile {
  path: string;
  contentType: string;
  size: number;
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
  return reply.header('cache-control', cacheControl).send(createReadStream(file.path));
}
