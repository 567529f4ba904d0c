import { signingFields } from '../../../../shared/contract-document';
import type { PartyInput } from '../../../../shared/schemas/contracts';

/**
 * The suggested parties, with an empty row first for each signer the records could not name.
 * The templates number the other side first (owner, resident, vendor) and the company last: a
 * vendor has no record, so without the empty row the company's representative would take the
 * vendor's signature line.
 */
export function withOpenSignerSlots(body: string, suggested: readonly PartyInput[]): PartyInput[] {
  const slots = Math.max(0, ...signingFields(body).map((field) => field.signer));
  const named = suggested.filter((party) => party.role !== 'copy').length;
  const open = Array.from({ length: Math.max(0, slots - named) }, () => ({
    name: '',
    email: '',
    role: 'signer' as const,
  }));
  return [...open, ...suggested];
}
