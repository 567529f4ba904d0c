import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { sendProblems } from '../../../shared/contract-document';
import { awaitedParties, signingParties } from '../../../shared/contract-flow';
import { OPEN_CONTRACT_STATUSES } from '../../../shared/contract-terms';
import { can } from '../../../shared/permissions';
import type { ContractKind } from '../../../shared/contract-terms';
import type { ContractDraft, ContractSources } from '../../../shared/schemas/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { contractParties, contracts, leads, leases, users } from '../../db/tables';
import { AppError, fieldError, forbidden, validationError } from '../../lib/app-error';
import { allocateReference } from '../../lib/references';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';
import { hashOpaqueToken, newOpaqueToken } from '../auth/tokens';
import { leadScope } from '../leads/find-leads';
import { addDays, startOfLocalDay } from '../../lib/calendar';
import { companyTimeZone } from '../../lib/company-time';
import {
  appendContractEvent,
  ContractNotices,
  writeThenNotify,
  type RequestOrigin,
} from './contract-notify';
import { isSender, loadVisibleContract, type ContractRow, type PartyRow } from './contract-scope';

export const CONTRACT_REFERENCE_PREFIX = 'CTR';

/** The SHA-256 of what the parties sign: the title and the text, exactly as sent. */
export function documentHash(title: string, body: string): string {
  return createHash('sha256').update(`${title}\n\n${body}`, 'utf8').digest('hex');
}

/** The end of the expiry day in the company's time zone: the next day's first instant. */
export function endOfDayIn(day: string, timeZone: string): Date {
  return startOfLocalDay(addDays(day, 1), timeZone);
}

/**
 * The records a prefill may read, for whoever asks: the office any; a broker a management
 * agreement from a lead assigned to them and nothing else, since a lease or a property names its
 * residents and owner. As the send checks it, so a prefill tells nobody what they could not send.
 */
export async function checkPrefillSources(
  db: Db,
  actor: Actor,
  kind: ContractKind,
  sources: ContractSources,
): Promise<void> {
  if (can(actor.role, 'write:contracts:any')) return;
  if (kind !== 'management-agreement') {
    throw forbidden('Brokers send management agreements; ask the office for other contracts.');
  }
  if (sources.leaseId) throw fieldError('leaseId', 'A management agreement is not for a lease');
  if (sources.propertyId) {
    throw fieldError('propertyId', 'Choose the lead this agreement is for, not a property');
  }
  if (sources.leadId) {
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, sources.leadId), leadScope(actor)));
    if (!lead) throw fieldError('leadId', 'Choose a lead from the list');
  }
}

/**
 * Who may create what: the office any contract; a broker only a management agreement for a lead
 * assigned to them, which makes them the contract's broker.
 */
async function checkSources(tx: Db, actor: Actor, input: ContractDraft): Promise<string | null> {
  if (input.leadId) {
    const [lead] = await tx
      .select({ id: leads.id, assigneeId: leads.assigneeId })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), leadScope(actor)));
    if (!lead) throw fieldError('leadId', 'Choose a lead from the list');
    if (can(actor.role, 'write:contracts:any')) return lead.assigneeId;
  }
  if (can(actor.role, 'write:contracts:any')) return null;
  if (input.kind !== 'management-agreement') {
    throw forbidden('Brokers send management agreements; ask the office for other contracts.');
  }
  if (!input.leadId) throw fieldError('leadId', 'Choose the lead this agreement is for');
  if (input.leaseId) throw fieldError('leaseId', 'A management agreement is not for a lease');
  return actor.id;
}

async function checkLease(tx: Db, input: ContractDraft) {
  if (!input.leaseId) {
    if (input.kind === 'residential-lease' || input.kind === 'lease-renewal-addendum') {
      throw fieldError('leaseId', 'Choose the lease this contract is for');
    }
    return;
  }
  const [lease] = await tx
    .select({ status: leases.status })
    .from(leases)
    .where(eq(leases.id, input.leaseId));
  if (!lease) throw fieldError('leaseId', 'Choose a lease from the list');
  if (input.kind === 'residential-lease' && lease.status !== 'draft') {
    throw fieldError('leaseId', 'Choose a draft lease: signing it activates the lease');
  }
  if (input.kind === 'lease-renewal-addendum') {
    if (lease.status !== 'active' && lease.status !== 'notice_given') {
      throw fieldError('leaseId', 'Choose an active lease to renew');
    }
    if (!input.renewal) throw fieldError('renewal.startDate', 'Enter the renewal term and rent');
    if (input.renewal.endDate < input.renewal.startDate) {
      throw fieldError('renewal.endDate', 'End the renewal on or after its start');
    }
  }
}

function terms(input: ContractDraft): Record<string, unknown> {
  return {
    ...(input.renewal ? { renewal: input.renewal } : {}),
    ...(input.planId ? { planId: input.planId } : {}),
  };
}

async function insertParties(tx: Db, contractId: string, input: ContractDraft) {
  const emails = input.parties.map((p) => p.email);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(accounts.map((a) => [a.email, a.id]));
  await tx.insert(contractParties).values(
    input.parties.map((p, i) => ({
      contractId,
      position: i + 1,
      name: p.name,
      email: p.email,
      role: p.role,
      userId: idOf.get(p.email) ?? null,
      status: p.role === 'copy' ? ('copy' as const) : ('waiting' as const),
    })),
  );
}

async function checkExpiry(tx: Db, day: string, now: Date): Promise<Date> {
  const at = endOfDayIn(day, await companyTimeZone(tx));
  if (at <= now) throw fieldError('expiresOn', 'Choose an expiry date after today');
  if (at.getTime() - now.getTime() > 366 * 86_400_000) {
    throw fieldError('expiresOn', 'Choose an expiry date within a year');
  }
  return at;
}

/** A new draft, from the sender's text and parties. */
export async function createDraft(
  ctx: AppContext,
  actor: Actor,
  input: ContractDraft,
  now = new Date(),
  tx?: Db,
): Promise<string> {
  const run = async (db: Db) => {
    const brokerId = await checkSources(db, actor, input);
    await checkLease(db, input);
    const expiresAt = await checkExpiry(db, input.expiresOn, now);
    const [row] = await db
      .insert(contracts)
      .values({
        reference: await allocateReference(db, CONTRACT_REFERENCE_PREFIX, now),
        kind: input.kind,
        title: input.title,
        templateVersionId: input.templateVersionId ?? null,
        body: input.body,
        signingOrder: input.signingOrder,
        message: input.message,
        expiresAt,
        reminderDays: input.reminderDays,
        createdBy: actor.id,
        brokerId,
        leadId: input.leadId ?? null,
        leaseId: input.leaseId ?? null,
        propertyId: input.propertyId ?? null,
        terms: terms(input),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertParties(db, row!.id, input);
    await appendContractEvent(db, {
      contractId: row!.id,
      kind: 'created',
      email: actor.email,
      at: now,
    });
    await recordAudit(db, actor, {
      action: 'contract.create',
      target: `contract:${row!.id}`,
      after: { reference: row!.reference, kind: input.kind, parties: input.parties.length },
    });
    return row!.id;
  };
  return tx ? run(tx) : ctx.db.transaction(run);
}

/** Issues a fresh link to a party whose turn it is: the old one stops working. */
export async function issueLink(tx: Db, party: PartyRow, now: Date): Promise<string> {
  const token = newOpaqueToken();
  await tx
    .update(contractParties)
    .set({
      tokenHash: hashOpaqueToken(token),
      status: party.status === 'opened' ? 'opened' : 'sent',
      lastNudgedAt: now,
    })
    .where(eq(contractParties.id, party.id));
  return token;
}

export async function lockedParties(tx: Db, contractId: string): Promise<PartyRow[]> {
  return tx
    .select()
    .from(contractParties)
    .where(eq(contractParties.contractId, contractId))
    .orderBy(asc(contractParties.position))
    .for('update');
}

/** Sends each party whose turn it now is (and who has no link yet) their link. */
export async function inviteAwaited(
  tx: Db,
  notices: ContractNotices,
  contract: ContractRow,
  parties: PartyRow[],
  senderName: string,
  now: Date,
  everyone = false,
): Promise<void> {
  for (const party of awaitedParties(parties, contract.signingOrder)) {
    if (!everyone && party.status !== 'waiting') continue;
    const token = await issueLink(tx, party, now);
    await notices.sentTo(contract, party, token, senderName);
  }
}

/** Freezes the draft (its hash is recorded) and sends the first links. */
export async function sendContract(
  ctx: AppContext,
  actor: Actor,
  id: string,
  origin: RequestOrigin,
  now = new Date(),
): Promise<void> {
  await writeThenNotify(ctx, async (tx) => {
    const contract = await lockAsSender(tx, actor, id, 'send');
    if (contract.status !== 'draft') {
      throw new AppError('conflict', 'This contract has already been sent.');
    }
    if (contract.expiresAt <= now)
      throw fieldError('expiresOn', 'Choose an expiry date after today');
    const parties = await lockedParties(tx, id);
    const problems = sendProblems(
      contract.body,
      signingParties(parties).map((p) => ({ name: p.name, role: p.role as 'signer' | 'approver' })),
    );
    if (problems.length > 0) throw validationError({ body: problems.join(' ') });
    const sha = documentHash(contract.title, contract.body);
    const [sent] = await tx
      .update(contracts)
      .set({ status: 'sent', documentSha256: sha, sentAt: now, updatedAt: now })
      .where(eq(contracts.id, id))
      .returning();
    await appendContractEvent(tx, {
      contractId: id,
      kind: 'sent',
      email: actor.email,
      origin,
      note: `Document SHA-256 ${sha}`,
      at: now,
    });
    const notices = new ContractNotices(ctx, tx, actor.id);
    await inviteAwaited(tx, notices, sent!, parties, actor.name, now);
    await recordAudit(tx, actor, {
      action: 'contract.send',
      target: `contract:${id}`,
      after: { sha256: sha, parties: parties.length },
    });
    return notices;
  });
}

/** Changes a draft in place; a sent contract is voided and a changed copy sent in its place. */
export async function updateContract(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: ContractDraft,
  origin: RequestOrigin,
  now = new Date(),
): Promise<string> {
  const result = await ctx.db.transaction(async (tx) => {
    const contract = await lockAsSender(tx, actor, id, 'change');
    if (input.kind !== contract.kind)
      throw fieldError('kind', 'A contract keeps its template kind');
    if (contract.status === 'draft') {
      await checkSources(tx, actor, input);
      await checkLease(tx, input);
      const expiresAt = await checkExpiry(tx, input.expiresOn, now);
      await tx
        .update(contracts)
        .set({
          title: input.title,
          body: input.body,
          signingOrder: input.signingOrder,
          message: input.message,
          expiresAt,
          reminderDays: input.reminderDays,
          leadId: input.leadId ?? null,
          leaseId: input.leaseId ?? null,
          propertyId: input.propertyId ?? null,
          terms: terms(input),
          updatedAt: now,
        })
        .where(eq(contracts.id, id));
      await tx.delete(contractParties).where(eq(contractParties.contractId, id));
      await insertParties(tx, id, input);
      await recordAudit(tx, actor, { action: 'contract.update', target: `contract:${id}` });
      return { id, notices: null };
    }
    if (!OPEN_CONTRACT_STATUSES.includes(contract.status)) {
      throw new AppError(
        'conflict',
        'Only a draft or a contract awaiting signatures can be changed.',
      );
    }
    // The copy must be sendable before the sent contract is voided: never a void without its replacement.
    const problems = sendProblems(
      input.body,
      input.parties
        .filter((p) => p.role !== 'copy')
        .map((p) => ({ name: p.name, role: p.role as 'signer' | 'approver' })),
    );
    if (problems.length > 0) throw validationError({ body: problems.join(' ') });
    const copyId = await createDraft(
      ctx,
      actor,
      { ...input, templateVersionId: contract.templateVersionId },
      now,
      tx,
    );
    const [copy] = await tx
      .select({ reference: contracts.reference })
      .from(contracts)
      .where(eq(contracts.id, copyId));
    const notices = await voidInTx(
      ctx,
      tx,
      actor,
      contract,
      `Changed after sending; replaced by ${copy!.reference}`,
      origin,
      now,
    );
    await tx.update(contracts).set({ replacedBy: copyId }).where(eq(contracts.id, id));
    return { id: copyId, notices };
  });
  await result.notices?.publish();
  if (result.id !== id) await sendContract(ctx, actor, result.id, origin, now);
  return result.id;
}

async function voidInTx(
  ctx: AppContext,
  tx: Db,
  actor: Actor,
  contract: ContractRow,
  reason: string,
  origin: RequestOrigin,
  now: Date,
): Promise<ContractNotices> {
  const parties = await lockedParties(tx, contract.id);
  const awaited = awaitedParties(parties, contract.signingOrder).filter(
    (p) => p.status !== 'waiting',
  );
  await tx
    .update(contracts)
    .set({ status: 'void', voidedAt: now, voidReason: reason, updatedAt: now })
    .where(eq(contracts.id, contract.id));
  await tx
    .update(contractParties)
    .set({ tokenHash: null })
    .where(eq(contractParties.contractId, contract.id));
  await appendContractEvent(tx, {
    contractId: contract.id,
    kind: 'voided',
    email: actor.email,
    origin,
    note: reason,
    at: now,
  });
  await recordAudit(tx, actor, {
    action: 'contract.void',
    target: `contract:${contract.id}`,
    after: { reason },
  });
  const notices = new ContractNotices(ctx, tx, actor.id);
  await notices.voided(contract, awaited, reason);
  return notices;
}

/** The contract, locked, if the actor sent it; `verb` words the refusal. */
async function lockAsSender(
  tx: Db,
  actor: Actor,
  id: string,
  verb: 'send' | 'change' | 'void' | 'resend',
) {
  const contract = await loadVisibleContract(tx, actor, id, true);
  if (!isSender(actor, contract)) throw forbidden(`Only the sender can ${verb} this contract.`);
  return contract;
}

/** The contract, locked, if the actor sent it and it still awaits signatures; `verb` words the refusal. */
async function openAsSender(tx: Db, actor: Actor, id: string, verb: 'void' | 'resend') {
  const contract = await lockAsSender(tx, actor, id, verb);
  if (!OPEN_CONTRACT_STATUSES.includes(contract.status)) {
    throw new AppError(
      'conflict',
      `Only a contract awaiting signatures can be ${verb === 'void' ? 'voided' : 'resent'}.`,
    );
  }
  return contract;
}

export async function voidContract(
  ctx: AppContext,
  actor: Actor,
  id: string,
  reason: string,
  origin: RequestOrigin,
  now = new Date(),
): Promise<void> {
  await writeThenNotify(ctx, async (tx) => {
    const contract = await openAsSender(tx, actor, id, 'void');
    return voidInTx(ctx, tx, actor, contract, reason, origin, now);
  });
}

/** New links for whoever is awaited; the old links stop working. */
export async function resendContract(
  ctx: AppContext,
  actor: Actor,
  id: string,
  origin: RequestOrigin,
  now = new Date(),
): Promise<void> {
  await writeThenNotify(ctx, async (tx) => {
    const contract = await openAsSender(tx, actor, id, 'resend');
    if (contract.expiresAt <= now) throw new AppError('conflict', 'This contract has expired.');
    const parties = await lockedParties(tx, id);
    const notices = new ContractNotices(ctx, tx, actor.id);
    await inviteAwaited(tx, notices, contract, parties, actor.name, now, true);
    await appendContractEvent(tx, {
      contractId: id,
      kind: 'resent',
      email: actor.email,
      origin,
      at: now,
    });
    await tx.update(contracts).set({ updatedAt: now }).where(eq(contracts.id, id));
    return notices;
  });
}
