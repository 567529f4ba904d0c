import { and, eq } from 'drizzle-orm';
import { awaitedParties, signingParties, statusAfterSigning } from '../../../shared/contract-flow';
import { ESIGN_CONSENT_TEXT } from '../../../shared/contract-terms';
import type { SignBody, SigningView } from '../../../shared/schemas/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { contractParties, contracts, users } from '../../db/tables';
import { AppError, fieldError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { hashOpaqueToken } from '../auth/tokens';
import { companyTimeZone } from '../../lib/company-time';
import { completeContract } from './contract-complete';
import { isReadableSignature } from './contract-pdf';
import { applyEffects } from './contract-effects';
import {
  appendContractEvent,
  ContractNotices,
  writeThenNotify,
  type RequestOrigin,
} from './contract-notify';
import { actorsTurn } from './contract-read';
import {
  isActorsParty,
  loadVisibleContract,
  type ContractRow,
  type PartyRow,
} from './contract-scope';
import { inviteAwaited, lockedParties } from './contract-writes';
import { documentView } from './document-view';

const LINK_GONE = 'This signing link is no longer valid. Ask the sender for a new one.';

/** The party and contract a guest's link names, locked when asked; a wrong or expired link is 404. */
async function byToken(db: Db, token: string, lock = false) {
  const query = db
    .select({ party: contractParties, contract: contracts })
    .from(contractParties)
    .innerJoin(contracts, eq(contracts.id, contractParties.contractId))
    .where(eq(contractParties.tokenHash, hashOpaqueToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', LINK_GONE);
  return row;
}

/** Why this party may not act now, or null when they may. */
function blocker(
  contract: ContractRow,
  party: PartyRow,
  parties: PartyRow[],
  now: Date,
): string | null {
  if (party.role === 'copy') return 'You receive a copy of this contract once everyone has signed.';
  if (party.status === 'signed') return 'You have signed this contract.';
  if (party.status === 'declined') return 'You declined this contract.';
  if (contract.status === 'completed') return 'Everyone has signed this contract.';
  if (contract.status === 'void')
    return `The sender voided this contract: ${contract.voidReason ?? ''}`.trim();
  if (contract.status === 'declined') return 'Another party declined this contract.';
  if (contract.status === 'expired' || contract.expiresAt <= now)
    return 'This contract has expired.';
  if (!awaitedParties(parties, contract.signingOrder).some((p) => p.id === party.id)) {
    return 'It is not your turn yet: you will get an e-mail when it is.';
  }
  return null;
}

/** What a guest's link shows; the first visit is recorded as "opened". */
export async function openByToken(
  ctx: AppContext,
  token: string,
  origin: RequestOrigin,
  now = new Date(),
): Promise<SigningView> {
  const { contract, party, parties } = await ctx.db.transaction(async (tx) => {
    const found = await byToken(tx, token, true);
    if (found.contract.status !== 'completed' && found.contract.expiresAt <= now) {
      throw new AppError('not_found', LINK_GONE);
    }
    if (found.party.status === 'sent') {
      await tx
        .update(contractParties)
        .set({ status: 'opened' })
        .where(eq(contractParties.id, found.party.id));
      await appendContractEvent(tx, {
        contractId: found.contract.id,
        kind: 'opened',
        party: found.party,
        origin,
        at: now,
      });
      found.party.status = 'opened';
    }
    return { ...found, parties: await lockedParties(tx, found.contract.id) };
  });
  const [sender] = contract.createdBy
    ? await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, contract.createdBy))
    : [];
  const signers = signingParties(parties);
  const reason = blocker(contract, party, parties, now);
  return {
    reference: contract.reference,
    title: contract.title,
    status: contract.status,
    message: contract.message,
    senderName: sender?.name ?? 'Blu',
    blocks: documentView(contract.body, parties, await companyTimeZone(ctx.db)),
    parties: parties.map((p) => ({
      id: p.id,
      position: p.position,
      name: p.name,
      role: p.role,
      status: p.status,
      signer: p.role === 'copy' ? null : signers.findIndex((s) => s.id === p.id) + 1,
      signedAt: p.signedAt?.toISOString() ?? null,
    })),
    you: {
      name: party.name,
      role: party.role,
      status: party.status,
      signer: party.role === 'copy' ? null : signers.findIndex((s) => s.id === party.id) + 1,
      mayAct: reason === null,
      reason,
    },
    expiresAt: contract.expiresAt.toISOString(),
    consentText: ESIGN_CONSENT_TEXT,
    pdfAvailable: contract.status === 'completed' && contract.finalSha256 !== null,
  };
}

/**
 * Records one party's signature (or approval) on the locked contract, moves it on — the next
 * signer's link, or completion with the final PDF — and says whether it completed.
 */
async function sign(
  ctx: AppContext,
  tx: Db,
  contract: ContractRow,
  party: PartyRow,
  body: SignBody,
  origin: RequestOrigin,
  actorId: string | null,
  now: Date,
): Promise<{ notices: ContractNotices; completed: boolean }> {
  const parties = await lockedParties(tx, contract.id);
  const current = parties.find((p) => p.id === party.id)!;
  const reason = blocker(contract, current, parties, now);
  if (reason) throw new AppError('conflict', reason);
  if (current.role === 'signer' && body.signature.kind === 'approval') {
    throw fieldError('signature', 'Type or draw your signature');
  }
  if ('image' in body.signature && !(await isReadableSignature(body.signature.image))) {
    throw fieldError('signature', 'The signature could not be read; clear it and sign again');
  }
  const signature =
    body.signature.kind === 'approval'
      ? { signatureKind: 'approval', signatureText: null, signatureImage: null }
      : {
          signatureKind: body.signature.kind,
          signatureText: body.signature.kind === 'typed' ? body.signature.text : null,
          signatureImage: body.signature.image,
        };
  await tx
    .update(contractParties)
    .set({
      ...signature,
      status: 'signed',
      consentedAt: now,
      signedAt: now,
      initials: body.initials || null,
      userId: current.userId ?? actorId,
    })
    .where(eq(contractParties.id, current.id));
  Object.assign(current, signature, {
    status: 'signed',
    signedAt: now,
    initials: body.initials || null,
  });
  await appendContractEvent(tx, {
    contractId: contract.id,
    kind: 'consented',
    party: current,
    origin,
    note: ESIGN_CONSENT_TEXT,
    at: now,
  });
  await appendContractEvent(tx, {
    contractId: contract.id,
    kind: 'signed',
    party: current,
    origin,
    note: current.role === 'approver' ? 'Approved' : `Signature ${body.signature.kind}`,
    at: now,
  });
  const status = statusAfterSigning(parties);
  const [updated] = await tx
    .update(contracts)
    .set({ status, updatedAt: now })
    .where(eq(contracts.id, contract.id))
    .returning();
  const notices = new ContractNotices(ctx, tx, actorId);
  await notices.signed(updated!, parties, current);
  if (status === 'completed') {
    await completeContract(ctx, tx, notices, updated!, parties, now);
    return { notices, completed: true };
  }
  const [sender] = contract.createdBy
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, contract.createdBy))
    : [];
  await inviteAwaited(tx, notices, updated!, parties, sender?.name ?? 'Blu', now);
  return { notices, completed: false };
}

async function afterSigning(
  ctx: AppContext,
  contractId: string,
  result: { notices: ContractNotices; completed: boolean },
) {
  await result.notices.publish();
  if (result.completed) await applyEffects(ctx, contractId);
}

export async function signByToken(
  ctx: AppContext,
  token: string,
  body: SignBody,
  origin: RequestOrigin,
  now = new Date(),
) {
  let contractId = '';
  const result = await ctx.db.transaction(async (tx) => {
    const { contract, party } = await byToken(tx, token, true);
    contractId = contract.id;
    return sign(ctx, tx, contract, party, body, origin, party.userId, now);
  });
  await afterSigning(ctx, contractId, result);
}

/** A signed-in party signs from /contracts/{id}. */
export async function signAsUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: SignBody,
  origin: RequestOrigin,
  now = new Date(),
) {
  const result = await ctx.db.transaction(async (tx) => {
    const contract = await loadVisibleContract(tx, actor, id, true);
    const parties = await lockedParties(tx, id);
    const party =
      actorsTurn(actor, contract, parties) ?? parties.find((p) => isActorsParty(actor, p));
    if (!party) throw new AppError('forbidden', 'You are not a party to this contract.');
    const result = await sign(ctx, tx, contract, party, body, origin, actor.id, now);
    await recordAudit(tx, actor, { action: 'contract.sign', target: `contract:${id}` });
    return result;
  });
  await afterSigning(ctx, id, result);
}

async function decline(
  ctx: AppContext,
  tx: Db,
  contract: ContractRow,
  party: PartyRow,
  reason: string,
  origin: RequestOrigin,
  actorId: string | null,
  now: Date,
): Promise<ContractNotices> {
  const parties = await lockedParties(tx, contract.id);
  const current = parties.find((p) => p.id === party.id)!;
  const problem = blocker(contract, current, parties, now);
  if (problem) throw new AppError('conflict', problem);
  await tx
    .update(contractParties)
    .set({ status: 'declined', declinedAt: now, declineReason: reason })
    .where(eq(contractParties.id, current.id));
  current.status = 'declined';
  await tx
    .update(contracts)
    .set({ status: 'declined', updatedAt: now })
    .where(eq(contracts.id, contract.id));
  await tx
    .update(contractParties)
    .set({ tokenHash: null })
    .where(and(eq(contractParties.contractId, contract.id)));
  await appendContractEvent(tx, {
    contractId: contract.id,
    kind: 'declined',
    party: current,
    origin,
    note: reason,
    at: now,
  });
  const notices = new ContractNotices(ctx, tx, actorId);
  await notices.declined(contract, parties, current, reason);
  return notices;
}

export async function declineByToken(
  ctx: AppContext,
  token: string,
  reason: string,
  origin: RequestOrigin,
  now = new Date(),
) {
  await writeThenNotify(ctx, async (tx) => {
    const { contract, party } = await byToken(tx, token, true);
    return decline(ctx, tx, contract, party, reason, origin, party.userId, now);
  });
}

export async function declineAsUser(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string,
  origin: RequestOrigin,
  now = new Date(),
) {
  await writeThenNotify(ctx, async (tx) => {
    const contract = await loadVisibleContract(tx, actor, id, true);
    const parties = await lockedParties(tx, id);
    const party =
      actorsTurn(actor, contract, parties) ?? parties.find((p) => isActorsParty(actor, p));
    if (!party) throw new AppError('forbidden', 'You are not a party to this contract.');
    const notices = await decline(ctx, tx, contract, party, reason, origin, actor.id, now);
    await recordAudit(tx, actor, {
      action: 'contract.decline',
      target: `contract:${id}`,
      after: { reason },
    });
    return notices;
  });
}

/** The completed contract a guest's link names, for its PDF. */
export async function completedByToken(db: Db, token: string): Promise<ContractRow> {
  const { contract } = await byToken(db, token);
  return contract;
}
