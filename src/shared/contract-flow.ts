import type { ContractStatus, PartyRole, PartyStatus, SigningOrder } from './contract-terms';

/** What the signing rules need of a party. */
export interface FlowParty {
  position: number;
  role: PartyRole;
  status: PartyStatus;
}

const acts = (p: FlowParty) => p.role !== 'copy';
const done = (p: FlowParty) => p.status === 'signed';

function inOrder<T extends FlowParty>(parties: readonly T[]): T[] {
  return [...parties].sort((a, b) => a.position - b.position);
}

/** The parties who sign or approve, in order: signer numbers in the text count these. */
export function signingParties<T extends FlowParty>(parties: readonly T[]): T[] {
  return inOrder(parties).filter(acts);
}

/**
 * Whose signature the contract awaits now: every acting party who has not signed when all sign at
 * once; only the first of them when they sign one after another. Nobody once someone declined.
 */
export function awaitedParties<T extends FlowParty>(
  parties: readonly T[],
  order: SigningOrder,
): T[] {
  if (parties.some((p) => p.status === 'declined')) return [];
  const pending = signingParties(parties).filter((p) => !done(p));
  return order === 'parallel' ? pending : pending.slice(0, 1);
}

/** The status the parties' states add up to, for a contract that has been sent. */
export function statusAfterSigning(parties: readonly FlowParty[]): ContractStatus {
  const acting = parties.filter(acts);
  if (acting.some((p) => p.status === 'declined')) return 'declined';
  if (acting.length > 0 && acting.every(done)) return 'completed';
  return acting.some(done) ? 'partly_signed' : 'sent';
}

const DAY_MS = 86_400_000;

/** Whether a party still awaited should be reminded: `everyDays` after the last nudge (or sending). */
export function reminderDue(
  lastNudgedAt: Date,
  everyDays: number,
  now: Date,
  expiresAt: Date,
): boolean {
  if (everyDays <= 0 || now >= expiresAt) return false;
  return now.getTime() - lastNudgedAt.getTime() >= everyDays * DAY_MS;
}

export function isExpired(expiresAt: Date, now: Date): boolean {
  return now >= expiresAt;
}

/** Whether the "expiring soon" notice is due: within `days` of expiry and not yet sent. */
export function expiryWarningDue(
  expiresAt: Date,
  days: number,
  now: Date,
  alreadyWarned: boolean,
): boolean {
  if (alreadyWarned || now >= expiresAt) return false;
  return expiresAt.getTime() - now.getTime() <= days * DAY_MS;
}
