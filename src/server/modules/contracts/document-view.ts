import { documentBlocks } from '../../../shared/contract-document';
import { signingParties } from '../../../shared/contract-flow';
import type { DocumentBlockView } from '../../../shared/schemas/contracts';
import { renderMarkdown } from '../../lib/markdown';
import type { PartyRow } from './contract-scope';

/** Initials from a name when the signer gave none: "Ana María Soto" → "AMS". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
}

/** The company's calendar day of a moment, as the document shows signing dates. */
export function documentDate(at: Date, timeZone: string): string {
  return at.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  });
}

/** What a signed field shows: the signature image and name, the initials, or the date. */
export function filledValue(
  kind: 'signature' | 'initials' | 'date',
  party: PartyRow,
  timeZone: string,
): { image: string | null; text: string } | null {
  if (party.status !== 'signed' || !party.signedAt) return null;
  if (kind === 'date') return { image: null, text: documentDate(party.signedAt, timeZone) };
  if (kind === 'initials') return { image: null, text: party.initials || initialsOf(party.name) };
  return { image: party.signatureImage, text: party.signatureText || party.name };
}

/** The document as the pages draw it: sanitized HTML runs and fields, filled where signed. */
export function documentView(
  body: string,
  parties: readonly PartyRow[],
  timeZone: string,
): DocumentBlockView[] {
  const signers = signingParties(parties);
  return documentBlocks(body).map((block) => {
    if (block.type === 'text') return { type: 'text', html: renderMarkdown(block.markdown) };
    const party = signers[block.signer - 1];
    return {
      type: 'field',
      key: block.key,
      kind: block.kind,
      signer: block.signer,
      filled: party ? filledValue(block.kind, party, timeZone) : null,
      signerName: party?.name ?? null,
    };
  });
}
