import { z } from 'zod';

/** 10 MB: a scanned lease of some 30 pages; larger files are refused with 413. */
export const MAX_LEASE_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 120;

export const LeaseDocumentTitleSchema = z
  .string({ error: 'document.titleRequired' })
  .trim()
  .min(1, 'document.titleRequired')
  .max(DOCUMENT_TITLE_MAX, `document.titleTooLong?max=${DOCUMENT_TITLE_MAX}`);

export const LeaseDocumentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type LeaseDocument = z.infer<typeof LeaseDocumentSchema>;

export const LeaseDocumentParamsSchema = z.object({
  id: z.uuid('Unknown id'),
  documentId: z.uuid('Unknown id'),
});
