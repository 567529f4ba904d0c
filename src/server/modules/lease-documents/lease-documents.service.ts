import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LeaseDocument } from '../../../shared/schemas/lease-documents';
import type { Db } from '../../db/client';
import { leaseDocuments, leases } from '../../db/tables';
import { fieldError, notFound } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { FileStore } from '../../lib/file-store';
import type { StoredFile } from '../../lib/stored-file';
import { recordAudit } from '../audit/audit.service';
import { findVisibleLease } from '../leasing/lease-detail';
import { looksLikePdf } from './pdf-bytes';

export const NOT_A_PDF = 'Only PDF files are accepted: this file is not a complete PDF.';

/** uploads/leases/<leaseId>/<documentId>.pdf: named by ids, never by what was sent. */
function documentKey(leaseId: string, documentId: string): string {
  return `uploads/leases/${leaseId}/${documentId}.pdf`;
}

const toDocument = (row: typeof leaseDocuments.$inferSelect): LeaseDocument => ({
  id: row.id,
  title: row.title,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores an admin's upload: the file first (under a fresh id), then its row with the audit entry
 * in one transaction; a failed insert removes the file again, so no row ever points at nothing
 * and no file is left without a row.
 */
export async function saveLeaseDocument(
  db: Db,
  files: FileStore,
  actor: Actor,
  input: { leaseId: string; title: string; fileName: string; bytes: Buffer },
): Promise<LeaseDocument> {
  const [lease] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(eq(leases.id, input.leaseId));
  if (!lease) throw notFound('Lease');
  if (!looksLikePdf(input.bytes)) throw fieldError('file', NOT_A_PDF);
  const id = randomUUID();
  const key = documentKey(input.leaseId, id);
  await files.put(key, input.bytes, 'application/pdf');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaseDocuments)
        .values({
          id,
          leaseId: input.leaseId,
          title: input.title,
          fileName: input.fileName,
          contentType: 'application/pdf',
          sizeBytes: input.bytes.length,
          uploadedBy: actor.id,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'lease.document.upload',
        target: `lease:${input.leaseId}`,
        after: { documentId: id, title: input.title, sizeBytes: input.bytes.length },
      });
      return toDocument(row!);
    });
  } catch (err) {
    await files.remove([key]);
    throw err;
  }
}

/** The stored file of a document on a lease the actor may read; anything else is "not found". */
export async function findLeaseDocumentFile(
  db: Db,
  files: FileStore,
  actor: Actor,
  leaseId: string,
  documentId: string,
): Promise<StoredFile & { fileName: string }> {
  await findVisibleLease(db, actor, leaseId);
  const [doc] = await db
    .select()
    .from(leaseDocuments)
    .where(and(eq(leaseDocuments.leaseId, leaseId), eq(leaseDocuments.id, documentId)));
  if (!doc) throw notFound('Document');
  const opened = await files.open(documentKey(leaseId, doc.id));
  if (!opened) throw notFound('Document');
  return { ...opened, contentType: doc.contentType, fileName: doc.fileName };
}
