import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { contractEvents, contracts } from '../../db/tables';
import { AppError, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { companyTimeZone } from '../../lib/company-time';
import { readSiteSettings } from '../../lib/site-settings';
import { appendContractEvent, type ContractNotices } from './contract-notify';
import { finalPdf } from './contract-pdf';
import type { ContractRow, PartyRow } from './contract-scope';

/** contracts/<id>.pdf: the signed document every party was sent. */
export function finalPdfKey(contractId: string): string {
  return `contracts/${contractId}.pdf`;
}

export function pdfFileName(contract: Pick<ContractRow, 'reference' | 'title'>): string {
  const title = contract.title
    .replace(/[^A-Za-z0-9 _.-]+/g, '-')
    .slice(0, 80)
    .trim();
  return `${contract.reference} ${title}.pdf`;
}

/**
 * Inside the last signature's transaction: the completion event, the final PDF written to disk,
 * its SHA-256 stored, every party e-mailed the PDF, and the effects marked pending (they run after
 * the commit, and again from the scheduler if the process stopped before they did).
 */
export async function completeContract(
  ctx: AppContext,
  tx: Db,
  notices: ContractNotices,
  contract: ContractRow,
  parties: PartyRow[],
  now: Date,
): Promise<void> {
  await appendContractEvent(tx, {
    contractId: contract.id,
    kind: 'completed',
    note: `Document SHA-256 ${contract.documentSha256}`,
    at: now,
  });
  const events = await tx
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, contract.id))
    .orderBy(asc(contractEvents.seq));
  const site = await readSiteSettings(tx);
  const bytes = await finalPdf(
    {
      contract,
      parties,
      events: events.map((e) => ({
        kind: e.kind,
        email: e.email,
        ip: e.ip,
        userAgent: e.userAgent,
        note: e.note,
        at: e.createdAt,
      })),
      companyName: site.legalName || site.brandName,
      timeZone: await companyTimeZone(tx),
    },
    now,
  );
  const key = finalPdfKey(contract.id);
  await ctx.files.put(key, bytes, 'application/pdf');
  const sha = createHash('sha256').update(bytes).digest('hex');
  const [done] = await tx
    .update(contracts)
    .set({ completedAt: now, finalSha256: sha, effectsState: 'pending', updatedAt: now })
    .where(eq(contracts.id, contract.id))
    .returning();
  await notices.completed(done!, parties, { filename: pdfFileName(contract), key });
}

/** The stored final PDF of a completed contract. */
export async function readFinalPdf(files: FileStore, contract: ContractRow): Promise<Uint8Array> {
  if (contract.status !== 'completed' || !contract.finalSha256) {
    throw new AppError('conflict', 'The signed PDF exists once every party has signed.');
  }
  const bytes = await files.read(finalPdfKey(contract.id));
  if (!bytes) throw notFound('Signed document');
  return bytes;
}

/** Answers with the signed PDF as a private download named after the contract. */
export async function sendFinalPdf(reply: FastifyReply, files: FileStore, contract: ContractRow) {
  const bytes = await readFinalPdf(files, contract);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${pdfFileName(contract)}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}
