import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bills, properties } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { StoredFile } from '../../lib/stored-file';
import { recordAudit } from '../audit/audit.service';
import { billScope } from './bill-read';
import { and } from 'drizzle-orm';

/** The vendor's invoice: a PDF or a photo, at most 15 MB. */
export const MAX_BILL_FILE_BYTES = 15 * 1024 * 1024;

/** The file's type from its first bytes, never from its name or the browser's word for it. */
export function sniffInvoiceFile(bytes: Buffer): { contentType: string; extension: string } | null {
  const head = bytes.subarray(0, 12);
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', extension: 'pdf' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { contentType: 'image/jpeg', extension: 'jpg' };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  return null;
}

const safeName = (name: string) =>
  name
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-80) || 'invoice';

export async function storeBillFile(
  ctx: AppContext,
  actor: Actor,
  id: string,
  upload: { bytes: Buffer; fileName: string },
  now: Date,
): Promise<void> {
  const kind = sniffInvoiceFile(upload.bytes);
  if (!kind)
    throw fieldError('file', 'Choose a PDF or a photo (JPEG, PNG or WebP) of the invoice.');
  const [bill] = await ctx.db.select().from(bills).where(eq(bills.id, id));
  if (!bill) throw notFound('The bill');
  if (bill.status === 'void') throw new AppError('conflict', 'This bill is void.');
  const key = `bills/${id}/${now.getTime()}.${kind.extension}`;
  await ctx.files.put(key, upload.bytes, kind.contentType);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(bills)
      .set({
        fileKey: key,
        fileName: safeName(upload.fileName),
        fileContentType: kind.contentType,
        fileSizeBytes: upload.bytes.length,
        updatedAt: now,
      })
      .where(eq(bills.id, id));
    await recordAudit(tx, actor, {
      action: 'bill.file',
      target: `bill:${id}`,
      after: { name: upload.fileName, bytes: upload.bytes.length },
    });
  });
  // The file it replaces stays out of reach of the row; remove it.
  if (bill.fileKey) await ctx.files.remove([bill.fileKey]);
}

/** The invoice file of a bill the actor may read. */
export async function openBillFile(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<{ file: StoredFile; name: string }> {
  const [row] = await ctx.db
    .select({ key: bills.fileKey, name: bills.fileName, type: bills.fileContentType })
    .from(bills)
    .innerJoin(properties, eq(properties.id, bills.propertyId))
    .where(and(eq(bills.id, id), billScope(actor)));
  if (!row?.key) throw notFound('The invoice file');
  const opened = await ctx.files.open(row.key);
  if (!opened) throw notFound('The invoice file');
  return {
    file: { ...opened, contentType: row.type ?? 'application/octet-stream' },
    name: row.name ?? 'invoice',
  };
}
