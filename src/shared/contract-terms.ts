/** Words of the contracts feature shared by the server, the browser and the tests. */

export const CONTRACT_KINDS = [
  'management-agreement',
  'residential-lease',
  'lease-renewal-addendum',
  'vendor-agreement',
] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_KIND_LABELS: Record<ContractKind, string> = {
  'management-agreement': 'Management agreement',
  'residential-lease': 'Residential lease',
  'lease-renewal-addendum': 'Lease renewal addendum',
  'vendor-agreement': 'Vendor agreement',
};

export const CONTRACT_STATUSES = [
  'draft',
  'sent',
  'partly_signed',
  'completed',
  'declined',
  'expired',
  'void',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_signed: 'Partly signed',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
  void: 'Void',
};

/** Statuses in which parties may still sign, and the sender may void or resend. */
export const OPEN_CONTRACT_STATUSES: readonly ContractStatus[] = ['sent', 'partly_signed'];

/** signer: signs its fields; approver: approves without fields; copy: receives the final PDF. */
export const PARTY_ROLES = ['signer', 'approver', 'copy'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const PARTY_ROLE_LABELS: Record<PartyRole, string> = {
  signer: 'Signer',
  approver: 'Approver',
  copy: 'Receives a copy',
};

/**
 * waiting: not their turn yet (one after another); sent: their link is out; opened: they looked;
 * signed (or approved); declined; copy: a copy recipient, who acts on nothing.
 */
export const PARTY_STATUSES = ['waiting', 'sent', 'opened', 'signed', 'declined', 'copy'] as const;
export type PartyStatus = (typeof PARTY_STATUSES)[number];

export const SIGNING_ORDERS = ['parallel', 'sequential'] as const;
export type SigningOrder = (typeof SIGNING_ORDERS)[number];

export const CONTRACT_EVENT_KINDS = [
  'created',
  'sent',
  'opened',
  'consented',
  'signed',
  'declined',
  'reminded',
  'resent',
  'voided',
  'expired',
  'completed',
  'effect',
] as const;
export type ContractEventKind = (typeof CONTRACT_EVENT_KINDS)[number];

/** The ESIGN Act / UETA consent a signer gives before signing; stored word for word with the event. */
export const ESIGN_CONSENT_TEXT =
  'I agree to use electronic records and signatures for this document. I understand that my ' +
  'electronic signature is the legal equivalent of my handwritten signature (U.S. ESIGN Act and the ' +
  'Florida Uniform Electronic Transaction Act), that I may ask for a paper copy, and that I may ' +
  'withdraw this consent before I sign by declining.';

/** Days between reminders to a party who has not signed, unless the sender chooses otherwise. */
export const DEFAULT_REMINDER_DAYS = 3;
/** A notice goes to the parties still awaited this many days before the contract expires. */
export const EXPIRY_WARNING_DAYS = 3;
export const MAX_PARTIES = 10;
/** A drawn or typed signature image, as a PNG data URL, at most this many bytes. */
export const MAX_SIGNATURE_BYTES = 200_000;
/** The most a "Verify a document" upload may be. */
export const MAX_VERIFY_BYTES = 15 * 1024 * 1024;
