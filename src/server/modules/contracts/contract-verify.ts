import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { VerifyResult } from '../../../shared/schemas/contracts';
import type { Db } from '../../db/client';
import { contractParties, contracts } from '../../db/tables';
import { looksLikePdf } from '../lease-documents/pdf-bytes';

/** The reference a Blu contract PDF carries in its metadata, if this file has one. */
async function claimedReference(bytes: Uint8Array): Promise<string | null> {
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    const match = /^Blu contract (CTR-\d{4}-\d{6})$/.exec(doc.getSubject() ?? '');
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether the bytes are a completed Blu contract exactly as issued: their SHA-256 must be a
 * completed contract's final hash. A file that claims a reference but does not match was changed.
 */
export async function verifyDocument(db: Db, bytes: Uint8Array): Promise<VerifyResult> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const [match] = await db.select().from(contracts).where(eq(contracts.finalSha256, sha256));
  if (match && match.status === 'completed' && match.completedAt) {
    const parties = await db
      .select({ name: contractParties.name, signedAt: contractParties.signedAt })
      .from(contractParties)
      .where(eq(contractParties.contractId, match.id))
      .orderBy(asc(contractParties.position));
    return {
      valid: true,
      message: `This is the completed ${match.reference}, unchanged since it was signed.`,
      contract: {
        reference: match.reference,
        title: match.title,
        completedAt: match.completedAt.toISOString(),
        sha256,
        parties: parties.map((p) => ({
          name: p.name,
          signedAt: p.signedAt?.toISOString() ?? null,
        })),
      },
      sha256,
    };
  }
  if (!looksLikePdf(bytes)) {
    return {
      valid: false,
      message: 'This file is not a PDF, so it is not a Blu contract.',
      contract: null,
      sha256,
    };
  }
  const reference = await claimedReference(bytes);
  return {
    valid: false,
    message: reference
      ? `This file says it is ${reference}, but it does not match the signed original: it has been changed. Ask the sender for the original.`
      : 'This PDF is not a completed Blu contract: no signed document has this fingerprint.',
    contract: null,
    sha256,
  };
}
